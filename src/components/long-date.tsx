import { FormattedDate } from 'react-intl';

/** A date in the long form of the active language (Arabic: 21 سبتمبر 2025), on the reserve's calendar day. */
export function LongDate({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate value={value} year="numeric" month="long" day="numeric" timeZone="Asia/Riyadh" />
    </time>
  );
}
