import type { Locale } from '../../i18n/locale';
import type { LegalText } from './legal-document';

/** /terms-permits-researcher (spec 000 §2): the rules of research in the reserve, which the research permit form links to. */
export const researcherRulesText: Record<Locale, LegalText> = {
  ar: {
    intro: [
      'ترحب الهيئة بالبحث العلمي الذي يسهم في فهم النظم البيئية للمحمية وصونها. وتنظم هذه الضوابط إجراء الأبحاث والدراسات الميدانية داخل المحمية، ويعد تقديم طلب تصريح البحث العلمي موافقة عليها.',
    ],
    sections: [
      {
        id: 'applying',
        heading: 'تقديم الطلب',
        blocks: [
          {
            list: [
              'يقدم الطلب عبر البوابة من حساب باحث، قبل تاريخ بدء البحث بثلاثين يوما على الأقل.',
              'يتم الرد على الطلب خلال 15 يوم عمل من تاريخ تقديمه مكتملا، وقد تطلب الهيئة خلالها معلومات أو مستندات إضافية.',
              'يتضمن الطلب عنوان البحث والغرض منه وملخصه، والمؤهل العلمي للباحث وتخصصه، والجهة أو الجامعة التي ينتمي إليها، وتاريخي البدء والانتهاء.',
              'إذا شارك في البحث أكثر من شخص، يقدم الطلب باحث رئيسي يكون مسؤولا عن التزام جميع أعضاء الفريق بهذه الضوابط.',
            ],
          },
        ],
      },
      {
        id: 'fieldwork',
        heading: 'العمل الميداني',
        blocks: [
          {
            list: [
              'يقتصر العمل على المواقع والمدة والأنشطة الواردة في التصريح، ويلزم إشعار الهيئة قبل كل زيارة ميدانية بيومي عمل على الأقل.',
              'لا يجوز جمع العينات النباتية أو الحيوانية أو الجيولوجية إلا ما نص عليه التصريح صراحة من أنواع وكميات ومواقع.',
              'يحظر إدخال أي كائنات حية أو مواد غريبة إلى المحمية، أو ترك أي أجهزة أو علامات في الموقع بعد انتهاء البحث دون موافقة.',
              'يجب تقليل الإزعاج للحياة الفطرية إلى أدنى حد، والابتعاد عن مواقع التكاثر والأعشاش خلال مواسمها.',
              'يلتزم الفريق بتعليمات السلامة وبإرشادات حراس المحمية، ويتحمل مسؤولية سلامة أفراده ومعداته.',
            ],
          },
        ],
      },
      {
        id: 'data-and-results',
        heading: 'البيانات والنتائج',
        blocks: [
          {
            list: [
              'يزود الباحث الهيئة بتقرير مختصر عن سير العمل عند انتهاء مدة التصريح، وبنسخة من النتائج أو الرسالة أو البحث المنشور فور صدوره.',
              'تذكر المحمية والهيئة في أي نشر علمي يستند إلى العمل فيها.',
              'لا تنشر المواقع الدقيقة للأنواع المهددة بالانقراض أو النادرة، حماية لها من الصيد والجمع.',
              'يحق للهيئة استخدام البيانات المقدمة لأغراض الإدارة والصون، مع حفظ حقوق الباحث العلمية.',
            ],
          },
        ],
      },
      {
        id: 'breaches',
        heading: 'المخالفات',
        blocks: [
          'للهيئة إيقاف التصريح أو إلغاؤه عند مخالفة أي من هذه الضوابط أو تجاوز ما أذن به التصريح، ورفض طلبات الباحث أو جهته لاحقا، دون الإخلال بالعقوبات المنصوص عليها في نظام البيئة.',
        ],
      },
    ],
  },
  en: {
    intro: [
      "The authority welcomes scientific research that helps to understand and conserve the reserve's ecosystems. These rules govern research and field studies in the reserve; applying for a scientific research permit means agreeing to them.",
    ],
    sections: [
      {
        id: 'applying',
        heading: 'Applying',
        blocks: [
          {
            list: [
              'Apply through the portal from a researcher account, at least 30 days before the research starts.',
              'You receive an answer within 15 working days of a complete request; the authority may ask for more information or documents in that time.',
              "The request gives the research title, purpose and abstract, the researcher's qualification and field of study, the institution or university, and the start and end dates.",
              'Where several people take part, a principal researcher applies and is responsible for every team member keeping to these rules.',
            ],
          },
        ],
      },
      {
        id: 'fieldwork',
        heading: 'Fieldwork',
        blocks: [
          {
            list: [
              'Work is limited to the sites, period and activities the permit names; notify the authority at least two working days before each field visit.',
              'No plant, animal or geological samples may be collected except the species, quantities and sites the permit expressly names.',
              'Bringing any living organism or foreign material into the reserve is forbidden, as is leaving equipment or markers on site after the research without approval.',
              'Keep disturbance of wildlife to a minimum, and stay away from breeding and nesting sites in their seasons.',
              "Follow the safety instructions and the rangers' directions; the team is responsible for the safety of its members and equipment.",
            ],
          },
        ],
      },
      {
        id: 'data-and-results',
        heading: 'Data and results',
        blocks: [
          {
            list: [
              'Send the authority a short progress report when the permit ends, and a copy of the results, thesis or published paper as soon as it appears.',
              'Acknowledge the reserve and the authority in any publication based on work in it.',
              'Do not publish the exact locations of endangered or rare species, to protect them from hunting and collection.',
              "The authority may use the data provided for management and conservation, respecting the researcher's scientific rights.",
            ],
          },
        ],
      },
      {
        id: 'breaches',
        heading: 'Breaches',
        blocks: [
          "The authority may suspend or cancel a permit that breaks any of these rules or goes beyond what it allows, and may refuse later requests from the researcher or their institution, without prejudice to the penalties of the Environment Law.",
        ],
      },
    ],
  },
};
