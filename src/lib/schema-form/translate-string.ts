import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

/** RJSF's own texts that a citizen meets in our forms, by our message ids; the rest never show in them. */
const ours: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.RemoveButton]: 'schemaForm.list.remove',
  [TranslatableString.MoveUpButton]: 'schemaForm.list.moveUp',
  [TranslatableString.MoveDownButton]: 'schemaForm.list.moveDown',
  [TranslatableString.CopyButton]: 'schemaForm.list.copy',
  [TranslatableString.ArrayItemTitle]: 'schemaForm.list.item',
  [TranslatableString.EmptyArray]: 'schemaForm.list.empty',
  [TranslatableString.YesLabel]: 'schemaForm.yes',
  [TranslatableString.NoLabel]: 'schemaForm.no',
};

/** RJSF's `translateString` in the page's language. */
export function useTranslateString(): (text: TranslatableString, params?: string[]) => string {
  const intl = useIntl();
  return useMemo(
    () => (text: TranslatableString, params?: string[]) => {
      const id = ours[text];
      return id ? intl.formatMessage({ id }) : englishStringTranslator(text, params);
    },
    [intl],
  );
}
