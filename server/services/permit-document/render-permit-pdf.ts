import { createElement as h, type ReactNode } from 'react';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { formatCheckCode, VERIFY_PATH } from '../../../schemas/permit-proof';
import { translate, type Locale } from '../../i18n/messages';
import { DOCUMENT_FONT, registerDocumentFonts } from './document-fonts';
import { documentDay, isolated, ltr } from './document-format';
import { documentQrCode } from './document-qr-code';
import { documentText, type Bilingual } from './document-text';
import type { PermitDocumentFacts } from './permit-document-facts';

/** What makes a permit checkable: its signed token, the code printed beside it, the URL its QR code opens, and the day it was issued (YYYY-MM-DD). */
export interface PermitProof {
  token: string;
  checkCode: string;
  verifyUrl: string;
  issuedOn: string;
}

const GREEN = '#2f6b3f';
const INK = '#1f2a22';
const MUTED = '#55645a';
const RULE = '#d5ded7';
/** In points: the code stays readable from the page scanned or photographed at 100 dpi. */
const QR_SIZE = 190;

const styles = StyleSheet.create({
  page: { fontFamily: DOCUMENT_FONT, fontSize: 10, color: INK, paddingVertical: 30, paddingHorizontal: 36 },
  // Arabic first: every two-language row puts its Arabic half on the right, where the eye starts.
  pair: { flexDirection: 'row-reverse', justifyContent: 'space-between' },
  half: { width: '48%' },
  ar: { direction: 'rtl', textAlign: 'right' },
  en: { direction: 'ltr', textAlign: 'left' },
  header: { borderBottomWidth: 3, borderBottomColor: GREEN, paddingBottom: 6, marginBottom: 10 },
  authority: { fontWeight: 700, fontSize: 11, color: GREEN },
  title: { fontWeight: 700, fontSize: 17, marginBottom: 8 },
  row: { borderBottomWidth: 0.75, borderBottomColor: RULE, paddingVertical: 4 },
  arFact: { flexDirection: 'row-reverse', alignItems: 'flex-start' },
  enFact: { flexDirection: 'row', alignItems: 'flex-start' },
  label: { width: 72, fontSize: 8.5, color: MUTED, paddingTop: 2 },
  value: { flexGrow: 1, flexBasis: 0 },
  valueLine: { fontSize: 10.5, fontWeight: 700 },
  prohibitions: { padding: 6, marginBottom: 8, backgroundColor: '#f1f5f2', borderRadius: 3 },
  heading: { fontWeight: 700, fontSize: 9, marginBottom: 2 },
  item: { fontSize: 8, lineHeight: 1.3 },
  footer: { marginTop: 14, flexDirection: 'row', alignItems: 'flex-start' },
  proof: { width: QR_SIZE, alignItems: 'center' },
  checkLabel: { fontSize: 8, color: MUTED },
  checkCode: { fontSize: 14, fontWeight: 700, letterSpacing: 1 },
  notes: { flexGrow: 1, flexBasis: 0, marginLeft: 14 },
  note: { fontSize: 9, lineHeight: 1.4 },
  address: { fontSize: 9, fontWeight: 700, marginBottom: 4 },
});

const locales: readonly Locale[] = ['ar', 'en'];

/** One text per language, side by side. */
const pair = (render: (locale: Locale) => ReactNode, style?: (typeof styles)[keyof typeof styles]) =>
  h(
    View,
    { style: style ? [styles.pair, style] : styles.pair, wrap: false },
    ...locales.map((locale) => h(View, { key: locale, style: styles.half }, render(locale))),
  );

type Lines = Record<Locale, string[]>;

/** A labelled fact in both languages, its value in one or more lines that already carry their isolates. */
const factRow = (label: Bilingual, value: Lines, key: string) =>
  h(
    View,
    { key },
    pair(
      (locale) =>
        h(
          View,
          { style: locale === 'ar' ? styles.arFact : styles.enFact },
          h(Text, { style: [styles[locale], styles.label] }, label[locale]),
          h(
            View,
            { style: styles.value },
            ...value[locale].map((line, index) =>
              h(Text, { key: index, style: [styles[locale], styles.valueLine] }, line),
            ),
          ),
        ),
      styles.row,
    ),
  );

const inBoth = <T>(text: (locale: Locale) => T): Record<Locale, T> => ({ ar: text('ar'), en: text('en') });
const oneLine = (text: (locale: Locale) => string): Lines => inBoth((locale) => [text(locale)]);
const labelOf = (key: 'reference' | 'holder' | 'idNumber' | 'validOn' | 'validFrom' | 'validUntil' | 'issuedOn') =>
  inBoth((locale) => documentText[locale][key]);

/** The permit's days: the one day it is for, or its first and last. */
function dayRows({ firstDay, lastDay }: PermitDocumentFacts) {
  const day = (value: string) => inBoth((locale) => documentDay(value, locale));
  if (!firstDay) return [];
  if (!lastDay || lastDay === firstDay) return [factRow(labelOf('validOn'), day(firstDay), 'on')];
  return [factRow(labelOf('validFrom'), day(firstDay), 'from'), factRow(labelOf('validUntil'), day(lastDay), 'until')];
}

function factRows(facts: PermitDocumentFacts, proof: PermitProof) {
  return [
    factRow(
      labelOf('reference'),
      oneLine(() => ltr(facts.reference)),
      'reference',
    ),
    factRow(
      labelOf('holder'),
      oneLine(() => isolated(facts.holderName)),
      'holder',
    ),
    facts.idLastFour === ''
      ? null
      : factRow(
          labelOf('idNumber'),
          oneLine(() => ltr(`•••• ${facts.idLastFour}`)),
          'id',
        ),
    ...dayRows(facts),
    ...facts.details.map(({ key, value }) =>
      factRow(
        inBoth((locale) => documentText[locale].details[key]),
        oneLine((locale) => isolated(value[locale])),
        key,
      ),
    ),
    factRow(
      labelOf('issuedOn'),
      inBoth((locale) => documentDay(proof.issuedOn, locale)),
      'issued',
    ),
  ];
}

function prohibitionsBox({ prohibitions }: PermitDocumentFacts) {
  if (!prohibitions) return null;
  return h(
    View,
    { style: styles.prohibitions, wrap: false },
    pair((locale) => [
      h(Text, { key: 'heading', style: [styles[locale], styles.heading] }, prohibitions.heading[locale]),
      ...prohibitions.items[locale].map((item, index) =>
        h(Text, { key: index, style: [styles[locale], styles.item] }, `• ${item}`),
      ),
    ]),
  );
}

/** The foot of the page: the QR code and check code, and beside them the prohibitions and how to verify. */
function proofFooter(facts: PermitDocumentFacts, proof: PermitProof) {
  const verifyPage = ltr(`${new URL(proof.verifyUrl).origin}${VERIFY_PATH}`);
  return h(
    View,
    { style: styles.footer, wrap: false },
    h(
      View,
      { style: styles.proof },
      documentQrCode(proof.verifyUrl, QR_SIZE),
      ...locales.map((locale) =>
        h(Text, { key: locale, style: [styles[locale], styles.checkLabel] }, documentText[locale].checkCode),
      ),
      h(Text, { style: styles.checkCode }, ltr(formatCheckCode(proof.checkCode))),
    ),
    h(
      View,
      { style: styles.notes },
      prohibitionsBox(facts),
      ...locales.flatMap((locale) => [
        h(Text, { key: `${locale}-verify`, style: [styles[locale], styles.note] }, documentText[locale].verify),
        h(Text, { key: `${locale}-page`, style: [styles[locale], styles.address] }, verifyPage),
        h(Text, { key: `${locale}-id`, style: [styles[locale], styles.note] }, documentText[locale].showIdCard),
      ]),
    ),
  );
}

/**
 * The permit as a PDF: Arabic first (right to left, joined letters), English beside it, with a QR code of
 * the verify URL and the check code under it. One A4 page for an ordinary permit.
 */
export async function renderPermitPdf(facts: PermitDocumentFacts, proof: PermitProof): Promise<Buffer> {
  await registerDocumentFonts();
  const document = h(
    Document,
    {
      title: `${facts.service.en} ${facts.reference}`,
      author: translate('en', 'authority_name'),
      language: 'ar',
    },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: styles.header },
        pair((locale) => h(Text, { style: [styles[locale], styles.authority] }, translate(locale, 'authority_name'))),
      ),
      pair((locale) => h(Text, { style: [styles[locale], styles.title] }, facts.service[locale])),
      ...factRows(facts, proof),
      proofFooter(facts, proof),
    ),
  );
  return renderToBuffer(document);
}
