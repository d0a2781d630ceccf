const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML body: tags (and script/style contents) removed, common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      // Inline tags join their text to the next (`<b>word</b>.`); any other tag separates words.
      .replace(/<\/?(?:a|b|strong|em|i|u|span|sub|sup|small|mark)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
        if (name.startsWith('#')) {
          const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
        }
        return entities[name.toLowerCase()] ?? entity;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * A card's preview of an HTML description (docs/requirements.md §P9: jobs and surveys): the text without tags,
 * cut to its first `words` words followed by an ellipsis when there were more.
 */
export function previewWords(html: string, words = 30): string {
  const all = htmlToText(html).split(' ').filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ');
}
