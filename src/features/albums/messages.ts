import { defineCatalogue } from '../../i18n/define-catalogue';

/** The album pages' own messages (/images, /images/:slug), loaded with their chunk (PageMessages). */
export const albumMessages = defineCatalogue({
  ar: {
    'albums.intro': 'صور من رياض المحمية وأوديتها وكثبانها، ومن حياتها الفطرية ومواسمها.',
    'albums.empty': 'لا توجد ألبومات حاليا.',
    'albums.pages': 'صفحات الألبومات',
    'albums.tags': 'الوسوم',
    'albums.view': 'عرض الألبوم',
    'albums.photoCount':
      '{count, plural, zero {لا صور} one {صورة واحدة} two {صورتان} few {# صور} many {# صورة} other {# صورة}}',
    'albums.openPhoto': 'عرض الصورة {position}: {alt}',
    'albums.position': '{position} من {total}',
    'albums.previous': 'الصورة السابقة',
    'albums.next': 'الصورة التالية',
    'albums.noPhotos': 'لا توجد صور في هذا الألبوم.',
  },
  en: {
    'albums.intro': "Photos of the reserve's rawdahs, wadis and dunes, its wildlife and its seasons.",
    'albums.empty': 'There are no albums yet.',
    'albums.pages': 'Pages of albums',
    'albums.tags': 'Tags',
    'albums.view': 'View album',
    'albums.photoCount': '{count, plural, one {# photo} other {# photos}}',
    'albums.openPhoto': 'View photo {position}: {alt}',
    'albums.position': '{position} of {total}',
    'albums.previous': 'Previous photo',
    'albums.next': 'Next photo',
    'albums.noPhotos': 'This album has no photos.',
  },
});
