import { FormattedDate, useIntl } from 'react-intl';

interface LongDateProps {
  value: string;
  /** A date a citizen acts on (an activity's days): the Umm al-Qura (Hijri) date follows the Gregorian one. */
  withHijri?: boolean;
}

/**
 * THE date of the portal: the long form of the active language (Arabic: 21 سبتمبر 2025), on the
 * reserve's calendar day, with the Hijri date beside it where it matters.
 */
export function LongDate({ value, withHijri = false }: LongDateProps) {
  const intl = useIntl();
  const hijri =
    withHijri &&
    intl.formatDate(value, {
      calendar: 'islamic-umalqura',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Asia/Riyadh',
    });
  return (
    <time dateTime={value}>
      <FormattedDate value={value} year="numeric" month="long" day="numeric" timeZone="Asia/Riyadh" />
      {hijri && ` (${hijri})`}
    </time>
  );
}
