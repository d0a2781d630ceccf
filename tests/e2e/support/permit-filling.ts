import type { Page } from 'playwright-core';

/** Types a day into a `day` field (MUI X's sections, found by their names in the page's language). */
export async function typeDay(page: Page, fieldName: string, day: string): Promise<void> {
  const field = page.getByRole('group', { name: fieldName, exact: true });
  const [year, month, date] = day.split('-');
  for (const [section, digits] of [
    ['السنة', year],
    ['الشهر', month],
    ['اليوم', date],
  ] as const) {
    await field.getByRole('spinbutton', { name: section }).click();
    await page.keyboard.type(digits!);
  }
}

/** Adds an item to a repeatable group (companions, equipment, vehicles) with its add button, and fills it. */
export async function addGroupItem(
  page: Page,
  groupTitle: string,
  answers: Record<string, string>,
  index: number,
): Promise<void> {
  const group = page.getByRole('group', { name: groupTitle, exact: true });
  await group.getByRole('button', { name: `إضافة: ${groupTitle}` }).click();
  for (const [label, value] of Object.entries(answers)) {
    await group.getByRole('textbox', { name: label, exact: true }).nth(index).fill(value);
  }
}

/**
 * The work permit filled as a citizen would, to every group's maximum: dates, region, purpose, a
 * site and another place, 7 companions, 5 items of equipment and 5 vehicles. Shared by the browser
 * test and the typing benchmark.
 */
export async function fillWorkPermitToTheMaximum(page: Page): Promise<void> {
  await typeDay(page, 'تاريخ الوصول', '2099-01-15');
  await typeDay(page, 'تاريخ المغادرة', '2099-01-17');
  await page.getByRole('combobox', { name: 'المنطقة' }).selectOption({ label: 'المنطقة الوسطى' });
  await page.getByRole('textbox', { name: 'الغرض من الزيارة' }).fill('صيانة محطة الرصد الجوي');
  await page.getByRole('checkbox', { name: 'وادي الرمحية' }).check();
  await page.getByRole('checkbox', { name: 'أخرى' }).check();
  await page.getByRole('textbox', { name: 'موقع آخر' }).fill('محطة الرصد');
  for (let index = 0; index < 7; index += 1) {
    await addGroupItem(
      page,
      'المرافقون',
      { 'اسم المرافق': `مرافق ${index + 1}`, 'جوال المرافق': `05012345${index}0` },
      index,
    );
  }
  for (let index = 0; index < 5; index += 1) {
    await addGroupItem(page, 'المعدات', { 'اسم المعدة': `معدة ${index + 1}`, العدد: String(index + 1) }, index);
  }
  for (let index = 0; index < 5; index += 1) {
    await addGroupItem(
      page,
      'المركبات',
      { 'نوع المركبة': 'شاحنة', 'رقم اللوحة': `أ ب ج ${1000 + index}`, اللون: 'أبيض' },
      index,
    );
  }
}
