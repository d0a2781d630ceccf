import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faqsContentSchema, albumsContentSchema, articlesContentSchema } from '../../../schemas/api/content-entries';
import { permitServices, permitSettingKeys } from '../../../schemas/api/permits';
import { contentFaults, contentFiles, seedContent, type ContentFile } from './content-files';

const files = Object.keys(contentFiles) as ContentFile[];
const faq = { question_ar: 'سؤال', question_en: 'A question', answer_ar: '<p>جواب</p>', answer_en: '<p>An answer</p>' };

describe('the seed content files', () => {
  it('are every file of content/, all JSON', () => {
    expect(readdirSync(new URL('./content', import.meta.url)).sort()).toEqual([...files].sort());
  });

  it.each(files)('%s matches the schema of the answer that serves it', (file) => {
    const { content, schema } = contentFiles[file];
    expect(contentFaults(content, schema)).toEqual([]);
    expect(seedContent(file)).toBe(content);
  });

  it("holds every permit folder's setting and header image", () => {
    const settings = contentFiles['permit-places.json'].content.settings.map(({ key }) => key);
    expect(settings.sort()).toEqual([...permitSettingKeys].sort());
    const headers = Object.keys(contentFiles['appearance.json'].content.pages_headers);
    expect(headers).toEqual(expect.arrayContaining(permitServices.map(({ headerImage }) => headerImage)));
  });

  it('refuses an entry that misses a language, adds a field, or names an image that is not a site path', () => {
    expect(contentFaults([faq], faqsContentSchema)).toEqual([]);
    expect(contentFaults([{ ...faq, answer_en: undefined }], faqsContentSchema)).toEqual([
      "/0 must have required property 'answer_en'",
    ]);
    expect(contentFaults([{ ...faq, question: 'A question' }], faqsContentSchema)).toEqual([
      '/0 must NOT have additional properties',
    ]);
    const [article] = contentFiles['articles.json'].content;
    expect(contentFaults([{ ...article, image_path: 'demo/x.webp' }], articlesContentSchema)).toEqual([
      '/0/image_path must match pattern "^/"',
      '/0/image_path must be null',
      '/0/image_path must match a schema in anyOf',
    ]);
  });

  it('refuses an album without photos, or a photo without its English alternative', () => {
    const albums = contentFiles['albums.json'].content;
    const [path, photo] = Object.entries(albums.photos)[0]!;
    const broken = {
      ...albums,
      photos: { ...albums.photos, [path]: { ...photo, alt_en: undefined } },
      albums: [{ ...albums.albums[0]!, photos: [] }],
    };
    expect(contentFaults(broken, albumsContentSchema)).toEqual([
      `/photos/${path.replaceAll('/', '~1')} must have required property 'alt_en'`,
      '/albums/0/photos must NOT have fewer than 1 items',
    ]);
  });
});
