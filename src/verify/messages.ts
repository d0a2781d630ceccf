import type { Locale } from '../i18n/locale';

// Plain strings, not defineCatalogue: that one's messages are compiled for formatjs, whose runtime the
// verify page, held to 30 KB of script, does without.
const ar = {
  siteName: 'بوابة المحمية',
  languageNav: 'اللغة',
  title: 'التحقق من تصريح',
  lead: 'امسح رمز QR المطبوع على التصريح بكاميرا هاتفك. تتحقق هذه الصفحة من توقيع التصريح على الهاتف نفسه، ولو دون اتصال، ثم تسأل البوابة إن كان قد أُلغي.',
  checking: 'جارٍ التحقق…',
  valid: 'تصريح ساري',
  notYetValid: 'تصريح لم يبدأ بعد',
  expired: 'تصريح منتهي',
  cancelled: 'تصريح ملغى',
  forged: 'تصريح غير صحيح',
  unknownKey: 'مفتاح توقيع غير معروف',
  notFound: 'لا يوجد هذا التصريح',
  forgedDetail: 'التوقيع لا يطابق بيانات التصريح: ربما غُيّر أو لم تصدره البوابة. لا تقبله.',
  unknownKeyDetail: 'وُقّع هذا التصريح بمفتاح لا تعرفه البوابة. لا تقبله، واتصل بالمحمية إن كان الأمر مهما.',
  notFoundDetail: 'لا تحفظ البوابة تصريحا بهذا الرقم ورمز التحقق. لا تقبله.',
  notYetValidDetail: 'التصريح صحيح لكن مدته لم تبدأ بعد.',
  expiredDetail: 'التصريح صحيح لكن مدته انتهت.',
  cancelledDetail: 'التصريح صحيح التوقيع لكنه أُلغي. لا تقبله.',
  checkedOnline: 'تحققت البوابة من حالته الآن.',
  checkedOffline: 'تم التحقق دون اتصال: لا يظهر الإلغاء هنا.',
  keysUnavailable: 'تعذر تحميل مفاتيح التوقيع. اتصل بالإنترنت مرة واحدة ثم أعد المحاولة.',
  reference: 'رقم التصريح',
  type: 'نوع التصريح',
  holder: 'حامل التصريح',
  validFrom: 'من',
  validTo: 'إلى',
  noDates: 'دون تاريخ انتهاء',
  plates: 'لوحات المركبات',
  idNumber: 'رقم الهوية',
  checkIdCard: 'تحقق من بطاقة هوية حامل التصريح',
  manualTitle: 'التحقق برقم التصريح ورمز التحقق',
  manualLead: 'اكتب رقم التصريح ورمز التحقق المكوّن من ثمانية أحرف المطبوع تحت رمز QR. يحتاج ذلك إلى اتصال بالإنترنت.',
  referenceHint: 'مثل SA-2026-000123',
  checkCode: 'رمز التحقق',
  checkCodeHint: 'ثمانية أحرف وأرقام، مثل ABCD-EFGH',
  check: 'تحقق',
  manualOffline: 'لا يعمل التحقق بالرقم والرمز دون اتصال. اتصل بالإنترنت ثم أعد المحاولة.',
  manualFailed: 'تعذر التحقق الآن. أعد المحاولة بعد قليل.',
  tooManyChecks: 'محاولات كثيرة. انتظر بضع دقائق ثم أعد المحاولة.',
  noScript: 'يحتاج التحقق إلى تشغيل JavaScript في المتصفح.',
  publishedKeys: 'المفاتيح العامة التي تتحقق بها التواقيع (JWKS)',
} as const;

type MessageKey = keyof typeof ar;

const en: Record<MessageKey, string> = {
  siteName: 'Reserve portal',
  languageNav: 'Language',
  title: 'Verify a permit',
  lead: "Scan the QR code printed on a permit with your phone's camera. This page checks the permit's signature on the phone itself, even without a connection, then asks the portal whether it was cancelled.",
  checking: 'Checking…',
  valid: 'Valid permit',
  notYetValid: 'Permit not yet valid',
  expired: 'Expired permit',
  cancelled: 'Cancelled permit',
  forged: 'Not a genuine permit',
  unknownKey: 'Unknown signing key',
  notFound: 'No such permit',
  forgedDetail:
    "The signature does not match the permit's details: it may have been changed, or the portal did not issue it. Do not accept it.",
  unknownKeyDetail:
    'This permit was signed with a key the portal does not know. Do not accept it; call the reserve if it matters.',
  notFoundDetail: 'The portal holds no permit with this reference and check code. Do not accept it.',
  notYetValidDetail: 'The permit is genuine, but its days have not started yet.',
  expiredDetail: 'The permit is genuine, but its days are over.',
  cancelledDetail: 'The permit is genuinely signed, but it was cancelled. Do not accept it.',
  checkedOnline: 'The portal confirmed its status just now.',
  checkedOffline: 'Checked offline: cancellations are not known here.',
  keysUnavailable: 'The signing keys could not be loaded. Connect to the internet once, then try again.',
  reference: 'Reference',
  type: 'Permit type',
  holder: 'Holder',
  validFrom: 'From',
  validTo: 'To',
  noDates: 'No end date',
  plates: 'Vehicle plates',
  idNumber: 'ID number',
  checkIdCard: "Check the holder's ID card",
  manualTitle: 'Check by reference and check code',
  manualLead:
    'Type the permit reference and the 8-character check code printed under its QR code. This needs an internet connection.',
  referenceHint: 'For example SA-2026-000123',
  checkCode: 'Check code',
  checkCodeHint: 'Eight letters and digits, for example ABCD-EFGH',
  check: 'Check',
  manualOffline: 'Checking by reference and code does not work offline. Connect to the internet, then try again.',
  manualFailed: 'The check could not be made just now. Try again in a moment.',
  tooManyChecks: 'Too many checks. Wait a few minutes, then try again.',
  noScript: 'Checking needs JavaScript to be turned on in the browser.',
  publishedKeys: 'The public keys that check signatures (JWKS)',
};

export type VerifyMessages = Record<MessageKey, string>;
export type { MessageKey };

/** The verify page's words in both languages; English has exactly Arabic's keys. */
export const verifyMessages: Record<Locale, VerifyMessages> = { ar, en };
