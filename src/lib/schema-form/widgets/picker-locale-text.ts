import type { IntlShape } from 'react-intl';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

/** The date picker's own texts in the page's language, from the form renderer's catalogue: MUI X ships no Arabic. */
export function pickerLocaleText(intl: IntlShape): PickersInputLocaleText {
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return {
    previousMonth: text('schemaForm.day.previousMonth'),
    nextMonth: text('schemaForm.day.nextMonth'),
    calendarViewSwitchingButtonAriaLabel: (view) => text('schemaForm.day.switchView', { view }),
    cancelButtonLabel: text('schemaForm.day.cancel'),
    clearButtonLabel: text('schemaForm.day.clear'),
    okButtonLabel: text('schemaForm.day.ok'),
    todayButtonLabel: text('schemaForm.day.today'),
    datePickerToolbarTitle: text('schemaForm.day.title'),
    openDatePickerDialogue: (day) => (day ? text('schemaForm.day.openChosen', { day }) : text('schemaForm.day.open')),
    fieldClearLabel: text('schemaForm.day.clear'),
    dateTableLabel: text('schemaForm.day.calendar'),
    fieldYearPlaceholder: () => text('schemaForm.day.yearPlaceholder'),
    fieldMonthPlaceholder: () => text('schemaForm.day.monthPlaceholder'),
    fieldDayPlaceholder: () => text('schemaForm.day.dayPlaceholder'),
    year: text('schemaForm.day.year'),
    month: text('schemaForm.day.month'),
    day: text('schemaForm.day.day'),
    empty: text('schemaForm.day.empty'),
  };
}
