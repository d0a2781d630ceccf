import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { permitServices } from './api/permits';
import { descriptorFaults, readPermitFolders, type PermitDescriptor } from './permit-folders';

const permitsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'permits');
const folders = fs
  .readdirSync(permitsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => name);
const descriptorOf = (slug: string) =>
  JSON.parse(fs.readFileSync(path.join(permitsDir, slug, 'service.json'), 'utf8')) as PermitDescriptor;

describe('the permit folders', () => {
  it.each(folders)('%s/service.json keeps to permits/service.schema.json', (slug) => {
    expect(descriptorFaults(descriptorOf(slug))).toEqual([]);
  });

  it('are the permit services, in their order, as the generated index lists them', () => {
    expect(readPermitFolders(permitsDir).map(({ slug }) => slug)).toEqual(permitServices.map(({ slug }) => slug));
    expect(permitServices.map(({ type }) => type)).toEqual([
      'specific_area',
      'work_permit',
      'beekeeping',
      'free_camping',
      'scientific_research',
    ]);
  });

  it('refuses a descriptor that misses a field, adds one, or names a page outside /services', () => {
    const withoutCaptcha: Partial<PermitDescriptor> = descriptorOf('beekeeping');
    delete withoutCaptcha.captcha;
    expect(descriptorFaults(withoutCaptcha)).toEqual(["/ must have required property 'captcha'"]);
    expect(descriptorFaults({ ...descriptorOf('beekeeping'), slug: 'beekeeping' })).toEqual([
      '/ must NOT have additional properties',
    ]);
    expect(descriptorFaults({ ...descriptorOf('beekeeping'), path: '/apiary' })).toEqual([
      '/path must match pattern "^/services/[a-z0-9-]+$"',
    ]);
  });

  describe('read from a copy of the tree', () => {
    let root: string;
    const copy = (slug: string, descriptor: Partial<PermitDescriptor>) => {
      root ??= fs.mkdtempSync(path.join(os.tmpdir(), 'permit-folders-'));
      fs.cpSync(permitsDir, root, { recursive: true });
      fs.cpSync(path.join(root, 'free-camping'), path.join(root, slug), { recursive: true });
      const file = path.join(root, slug, 'service.json');
      fs.writeFileSync(file, JSON.stringify({ ...descriptorOf('free-camping'), ...descriptor }));
      return file;
    };
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

    it('refuses two permits of one type or page', () => {
      copy('night-camping', { path: '/services/night-camping', referencePrefix: 'NC' });
      expect(() => readPermitFolders(root)).toThrow('two permits share the type free_camping');
      copy('night-camping', { type: 'night_camping', referencePrefix: 'NC' });
      expect(() => readPermitFolders(root)).toThrow('two permits share the path /services/free-capming');
    });

    it("refuses a permit that follows an earlier one's setting without a description of its own", () => {
      const file = copy('night-camping', {
        type: 'night_camping',
        path: '/services/night-camping',
        referencePrefix: 'NC',
        order: 9,
      });
      expect(() => readPermitFolders(root)).toThrow(
        `${file}: follows the setting free_camping_permit; give it a description`,
      );
    });

    it('refuses a broken descriptor, naming its file', () => {
      const file = copy('night-camping', { order: 0 });
      expect(() => readPermitFolders(root)).toThrow(
        `${file} does not match permits/service.schema.json:\n/order must be >= 1`,
      );
    });
  });
});
