import type { Locale } from '../../i18n/locale';
import type { LegalText } from './legal-document';

/**
 * /terms-permits (spec 000 §2: the beekeepers' conditions, by language). Every permit form's consent
 * links here ("the permit terms and conditions"), so the conditions common to all permits come first.
 */
export const termsPermitsText: Record<Locale, LegalText> = {
  ar: {
    intro: [
      'تبين هذه الصفحة الشروط التي يوافق عليها كل من يطلب تصريحا عبر البوابة، ثم الاشتراطات الخاصة بالنحالين الراغبين في وضع مناحلهم داخل المحمية. تقديم الطلب إقرار بالاطلاع على هذه الشروط والالتزام بها.',
    ],
    sections: [
      {
        id: 'all-permits',
        heading: 'الشروط العامة لجميع التصاريح',
        blocks: [
          {
            list: [
              'يقدم الطلب من حساب فرد مؤكد البريد الإلكتروني، وتكون بياناته مطابقة لبيانات هوية مقدم الطلب.',
              'التصريح شخصي، لا يجوز التنازل عنه أو استخدامه لغير الغرض والموقع والمدة المحددة فيه.',
              'يجب حمل التصريح (ورقيا أو إلكترونيا) مع الهوية أثناء التواجد في المحمية، وإبرازه للحراس عند الطلب.',
              'الالتزام بالطرق والمسارات المحددة، وعدم الصيد أو الاحتطاب أو إزعاج الحياة الفطرية أو ترك النفايات.',
              'للهيئة إلغاء التصريح أو تعليقه عند مخالفة شروطه أو لظروف بيئية أو أمنية أو مناخية، دون أن يترتب على ذلك أي تعويض.',
              'تطبق على المخالفات الغرامات والعقوبات المنصوص عليها في نظام البيئة ولوائحه التنفيذية.',
            ],
          },
        ],
      },
      {
        id: 'beekeepers',
        heading: 'اشتراطات النحالين',
        blocks: [
          'يشترط لقبول طلب تصريح المناحل ما يلي:',
          {
            list: [
              'أن يكون لدى مقدم الطلب تصريح مزاولة نشاط تربية النحل ساري المفعول من الجهة المختصة، وأن يرفق صورته مع الطلب.',
              'أن يكون لديه ترخيص منحل متنقل ساري المفعول، وأن يرفق صورته مع الطلب.',
              'أن تكون سلالة النحل محلية، مع إرفاق ما يثبت ذلك، حفاظا على السلالات المحلية من التهجين ومن الأمراض الوافدة.',
              'أن يختار منحلا غير محجوز في أحد مواقع المناحل المعتمدة، ولا يجوز وضع الخلايا خارج الموقع المحدد في التصريح.',
              'أن يكون عدد الخلايا مطابقا للعدد المصرح به، وللهيئة تخفيضه بحسب قدرة الموقع الرعوية وموسم الإزهار.',
              'أن تكون الخلايا خالية من الأمراض والآفات، وأن يلتزم النحال بإبلاغ الهيئة فورا عن أي إصابة وبإزالة الخلايا المصابة.',
            ],
          },
        ],
      },
      {
        id: 'beekeepers-on-site',
        heading: 'الالتزامات داخل موقع المنحل',
        blocks: [
          {
            list: [
              'عدم قطع الأشجار أو الشجيرات أو تقليمها، وعدم إشعال النار إلا في الأماكن المخصصة.',
              'عدم استخدام المبيدات أو المواد الكيميائية في الموقع أو حوله إلا ما تعتمده الهيئة.',
              'عدم إنشاء مبان أو أسوار ثابتة، والاكتفاء بالتجهيزات المتنقلة التي يسهل إزالتها.',
              'المحافظة على نظافة الموقع وإزالة الخلايا والمخلفات كاملة عند انتهاء مدة التصريح.',
              'الالتزام بمسافة آمنة بين الخلايا ومسارات الزوار ومواقع التخييم، ووضع لوحة تحذيرية واضحة.',
              'السماح لمفتشي الهيئة بالاطلاع على الخلايا والمستندات في أي وقت.',
            ],
          },
        ],
      },
    ],
  },
  en: {
    intro: [
      'This page sets out the conditions everyone who requests a permit through the portal agrees to, followed by the conditions for beekeepers who wish to place their hives in the reserve. Submitting a request means you have read these conditions and will abide by them.',
    ],
    sections: [
      {
        id: 'all-permits',
        heading: 'Conditions of every permit',
        blocks: [
          {
            list: [
              "Requests are made from an individual account with a confirmed e-mail address, whose details match the applicant's identity document.",
              'A permit is personal: it may not be transferred, nor used for any purpose, place or period other than those it states.',
              'Carry the permit (printed or on your phone) with your identity document while in the reserve, and show it to rangers when asked.',
              'Keep to the marked roads and tracks; do not hunt, collect wood, disturb wildlife or leave rubbish.',
              'The authority may cancel or suspend a permit if its conditions are broken or for environmental, safety or weather reasons, without any compensation.',
              'Offences are subject to the fines and penalties of the Environment Law and its implementing regulations.',
            ],
          },
        ],
      },
      {
        id: 'beekeepers',
        heading: 'Conditions for beekeepers',
        blocks: [
          'A beekeeping permit request is accepted only if:',
          {
            list: [
              'The applicant holds a valid beekeeping activity practice permit from the competent authority, and attaches a copy of it.',
              'The applicant holds a valid mobile apiary licence, and attaches a copy of it.',
              'The bees are of a local strain, with proof attached, to protect local strains from cross-breeding and imported diseases.',
              'The applicant chooses an apiary that is not already reserved at one of the approved apiary locations; hives may not be placed outside the location the permit names.',
              'The number of hives matches the number permitted; the authority may reduce it according to the grazing capacity of the site and the flowering season.',
              'The hives are free of diseases and pests; the beekeeper reports any infection to the authority at once and removes infected hives.',
            ],
          },
        ],
      },
      {
        id: 'beekeepers-on-site',
        heading: 'Obligations at the apiary',
        blocks: [
          {
            list: [
              'Do not cut or prune trees or shrubs, and light fires only in the places set aside for them.',
              'Use no pesticides or chemicals on or around the site other than those the authority approves.',
              'Build no permanent structures or fences; use only mobile equipment that is easy to remove.',
              'Keep the site clean, and remove all hives and waste when the permit ends.',
              'Keep a safe distance between the hives and visitor trails and camping sites, and put up a clear warning sign.',
              "Let the authority's inspectors see the hives and documents at any time.",
            ],
          },
        ],
      },
    ],
  },
};
