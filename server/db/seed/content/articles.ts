import type { articles } from '../../schema';

type DemoArticle = Omit<typeof articles.$inferInsert, 'id' | 'uuid'>;

const image = (name: string) => `/demo/articles/${name}.webp`;
const at = (day: string) => new Date(`${day}T09:00:00+03:00`);

/** News of the reserve, newest first; 45 items so the news list has three pages. */
export const articleList: DemoArticle[] = [
  {
    slug: 'autumn-season-opens-with-new-trails',
    createdAt: at('2025-09-18'),
    imagePath: image('acacia'),
    likesCount: 42,
    titleAr: 'افتتاح موسم الخريف بمسارات زيارة جديدة',
    titleEn: 'Autumn season opens with new visitor trails',
    subtitleAr: 'ثلاثة مسارات مشي معلّمة تربط مواقف الزوار بأجمل مواقع المحمية',
    subtitleEn: 'Three waymarked walking trails link the visitor car parks with the finest sites of the reserve',
    descriptionAr:
      '<p>مع اعتدال الأجواء، تفتح المحمية أبوابها لموسم الخريف بثلاثة مسارات مشي جديدة يتراوح طولها بين كيلومترين وسبعة كيلومترات، تمر بأشجار الطلح في وادي الشوكي وتنتهي عند إطلالات العرمة.</p><p>المسارات معلّمة بلوحات إرشادية باللغتين العربية والإنجليزية، ومزودة بنقاط استراحة مظللة. نذكّر الزوار بأن أوقات الزيارة يوميا من 6 صباحا حتى 6 مساء، وبضرورة البقاء على المسار حماية للغطاء النباتي.</p>',
    descriptionEn:
      '<p>As the weather cools, the reserve opens its autumn season with three new walking trails, from two to seven kilometres long. They pass the talh trees of Wadi Al-Shawki and end at viewpoints on Al-Armah.</p><p>The trails are waymarked in Arabic and English and have shaded rest stops. Visiting hours are daily from 6 AM to 6 PM; please stay on the trail to protect the vegetation.</p>',
  },
  {
    slug: 'rangers-complete-wildlife-first-aid-course',
    createdAt: at('2025-09-11'),
    imagePath: image('gazelles'),
    likesCount: 27,
    titleAr: 'الجوالون يكملون دورة متقدمة في إسعاف الحياة الفطرية',
    titleEn: 'Rangers complete an advanced wildlife first-aid course',
    subtitleAr: 'تدريب ميداني على التعامل مع الحيوانات المصابة ونقلها بأمان',
    subtitleEn: 'Field training in handling injured animals and moving them safely',
    descriptionAr:
      '<p>أنهى أربعون جوالا من فرق الحماية دورة تدريبية مكثفة استمرت أسبوعين، تناولت تقييم إصابات الظباء والطيور الجارحة، وأساليب التهدئة والنقل، والتنسيق مع الأطباء البيطريين.</p><p>تأتي الدورة ضمن برنامج سنوي لرفع جاهزية الفرق الميدانية، بحيث يصل العون إلى أي حيوان مصاب في أقرب وقت ممكن، ويعود إلى بيئته الطبيعية بعد تعافيه.</p>',
    descriptionEn:
      '<p>Forty rangers from the protection teams have finished an intensive two-week course on assessing injuries in gazelles and birds of prey, calming and transporting animals, and working with veterinarians.</p><p>The course is part of a yearly programme that keeps field teams ready, so that help reaches an injured animal as quickly as possible and it can return to the wild once it has recovered.</p>',
  },
  {
    slug: 'sand-gazelles-released-in-rawdat-al-tanhat',
    createdAt: at('2025-09-04'),
    imagePath: image('gazelles'),
    likesCount: 88,
    titleAr: 'إطلاق مجموعة من ظباء الريم في روضة التنهات',
    titleEn: 'Sand gazelles released in Rawdat Al-Tanhat',
    subtitleAr: 'خطوة جديدة في برنامج إعادة توطين الأنواع المحلية',
    subtitleEn: 'A new step in the programme that brings native species home',
    descriptionAr:
      '<p>أطلقت المحمية ثلاثين ظبيا من ظباء الريم في روضة التنهات، بعد فترة تأهيل في حظائر واسعة اعتادت خلالها الظباء على النباتات المحلية وتقلبات الطقس.</p><p>زُوّد عدد من الظباء بأطواق تتبع خفيفة تساعد الباحثين على دراسة تنقلاتها واختيارها للمراعي. وتتسع روضة التنهات لنحو 11 مليون متر مربع و76 نوعا نباتيا، ما يجعلها موطنا مثاليا لها.</p>',
    descriptionEn:
      '<p>The reserve has released thirty sand gazelles in Rawdat Al-Tanhat, after a period in large enclosures where they grew used to the local plants and the changing weather.</p><p>Several of the gazelles wear light tracking collars that help researchers follow their movements and grazing choices. With about 11 million sq m and 76 plant species, Rawdat Al-Tanhat is an ideal home for them.</p>',
  },
  {
    slug: 'summer-heat-safety-for-visitors',
    createdAt: at('2025-08-28'),
    imagePath: null,
    likesCount: 15,
    titleAr: 'إرشادات السلامة للزوار في أشهر الصيف',
    titleEn: 'Summer heat: safety advice for visitors',
    subtitleAr: 'خطط رحلتك في الصباح الباكر واحمل ماء كافيا',
    subtitleEn: 'Plan your visit for the early morning and carry plenty of water',
    descriptionAr:
      '<p>ترتفع درجات الحرارة في المحمية خلال الصيف إلى ما فوق 45 درجة مئوية. ننصح الزوار بالقدوم في الساعات الأولى من الصباح، وحمل ما لا يقل عن ثلاثة لترات من الماء لكل شخص، وارتداء ملابس فاتحة وغطاء للرأس.</p><p>أبلغ أحد أفراد أسرتك بخط سيرك قبل الانطلاق، وتجنب القيادة في الرمال الناعمة منفردا. وإذا شعرت بدوار أو صداع فاطلب الظل فورا وتواصل مع أقرب دورية.</p>',
    descriptionEn:
      '<p>Summer temperatures in the reserve climb above 45 °C. Come in the early morning, carry at least three litres of water per person, and wear light clothes and a hat.</p><p>Tell someone your route before you set off and avoid driving alone in soft sand. If you feel dizzy or get a headache, move into shade at once and contact the nearest patrol.</p>',
  },
  {
    slug: 'seed-bank-collects-native-seeds',
    createdAt: at('2025-08-21'),
    imagePath: image('seedlings'),
    likesCount: 51,
    titleAr: 'بنك البذور يجمع بذور 30 نوعا من النباتات المحلية',
    titleEn: 'Seed bank collects seeds of 30 native species',
    subtitleAr: 'مخزون يحفظ التنوع النباتي ويدعم مشاريع التأهيل',
    subtitleEn: 'A store that safeguards plant diversity and supplies restoration work',
    descriptionAr:
      '<p>أتم فريق بنك البذور في المحمية جمع بذور ثلاثين نوعا من النباتات المحلية، من بينها الرمث والعرفج والسدر والطلح، بعد مواسم من الرصد الميداني لتحديد أفضل أوقات النضج.</p><p>تُنظَّف البذور وتُجفَّف وتُحفظ في ظروف مضبوطة، ثم تُستخدم في مشاتل المحمية لإنتاج شتلات تعيد الغطاء النباتي إلى المواقع المتدهورة.</p>',
    descriptionEn:
      '<p>The reserve\'s seed bank team has collected seeds from thirty native species, including rimth, arfaj, sidr and talh, after seasons of field observation to find the best time to harvest each one.</p><p>The seeds are cleaned, dried and stored under controlled conditions, then grown in the reserve\'s nurseries into seedlings that bring vegetation back to degraded land.</p>',
  },
  {
    slug: 'night-sky-evenings-return-to-al-armah',
    createdAt: at('2025-08-14'),
    imagePath: image('night-sky'),
    likesCount: 64,
    titleAr: 'أمسيات رصد السماء تعود إلى العرمة',
    titleEn: 'Night-sky evenings return to Al-Armah',
    subtitleAr: 'سماء صافية بعيدا عن أضواء المدن',
    subtitleEn: 'Clear skies far from city lights',
    descriptionAr:
      '<p>تعود أمسيات الفلك إلى هضبة العرمة كل خميس، بإشراف مرشدين متخصصين يعرّفون الزوار بالنجوم والكواكب ومواقع الأبراج، مستعينين بمناظير فلكية.</p><p>التسجيل المسبق مطلوب لأن المقاعد محدودة، ويُنصح بإحضار ملابس دافئة لأن حرارة الليل في الصحراء تنخفض كثيرا. ولحماية ظلمة السماء يُرجى إطفاء مصابيح السيارات عند الوصول.</p>',
    descriptionEn:
      '<p>Astronomy evenings are back on the Al-Armah plateau every Thursday. Specialist guides introduce visitors to stars, planets and constellations through telescopes.</p><p>Places are limited, so please register in advance, and bring warm clothes: desert nights get cold. To keep the sky dark, switch off your headlights when you arrive.</p>',
  },
  {
    slug: 'volunteers-clear-litter-from-wadi-al-shawki',
    createdAt: at('2025-08-07'),
    imagePath: image('wadi'),
    likesCount: 73,
    titleAr: 'متطوعون يزيلون 12 طنا من المخلفات في وادي الشوكي',
    titleEn: 'Volunteers clear 12 tonnes of litter from Wadi Al-Shawki',
    subtitleAr: 'أكثر من 300 متطوع شاركوا في حملة استمرت ثلاثة أيام',
    subtitleEn: 'More than 300 volunteers took part in a three-day campaign',
    descriptionAr:
      '<p>شارك أكثر من 300 متطوع ومتطوعة في حملة تنظيف امتدت على طول وادي الشوكي البالغ نحو 45 كيلومترا، وجُمع خلالها 12 طنا من المخلفات البلاستيكية والمعدنية.</p><p>تشكر المحمية كل من شارك، وتذكّر الزوار بأن المخلفات تؤذي الحيوانات التي قد تبتلعها، وأن إعادة ما نحمله معنا هي أبسط صور حماية الطبيعة.</p>',
    descriptionEn:
      '<p>More than 300 volunteers joined a clean-up along the whole of Wadi Al-Shawki, some 45 km, and collected 12 tonnes of plastic and metal waste.</p><p>The reserve thanks everyone who took part and reminds visitors that litter harms animals that may swallow it. Taking home what we bring is the simplest way to protect nature.</p>',
  },
  {
    slug: 'camera-traps-record-arabian-red-fox',
    createdAt: at('2025-07-31'),
    imagePath: image('escarpment'),
    likesCount: 39,
    titleAr: 'الكاميرات الفخية ترصد الثعلب الأحمر العربي',
    titleEn: 'Camera traps record the Arabian red fox',
    subtitleAr: 'صور ليلية نادرة قرب حافة العرمة',
    subtitleEn: 'Rare night-time pictures near the Al-Armah escarpment',
    descriptionAr:
      '<p>رصدت شبكة الكاميرات الفخية التي ينفذها فريق البحث العلمي عائلة من الثعالب الحمراء العربية تتنقل ليلا بين شقوق حافة العرمة.</p><p>تساعد هذه الصور على تقدير أعداد الثدييات الصغيرة والمتوسطة وفهم أنماط نشاطها، وهي مؤشر مهم على تعافي السلسلة الغذائية في المحمية.</p>',
    descriptionEn:
      '<p>The camera-trap network run by the research team has recorded a family of Arabian red foxes moving at night between the crevices of the Al-Armah escarpment.</p><p>Pictures like these help estimate the numbers of small and medium mammals and understand when they are active, an important sign that the reserve\'s food chain is recovering.</p>',
  },
  {
    slug: 'beekeeping-permits-spring-registration',
    createdAt: at('2025-07-24'),
    imagePath: image('wildflowers'),
    likesCount: 22,
    titleAr: 'فتح التسجيل في تصاريح النحالين لموسم الربيع',
    titleEn: 'Beekeeping permits open for the spring season',
    subtitleAr: 'مواقع محددة للمناحل قرب مراعي الطلح والسدر',
    subtitleEn: 'Designated apiary sites close to talh and sidr pastures',
    descriptionAr:
      '<p>تعلن المحمية فتح باب التقديم على تصاريح المناحل لموسم الربيع عبر بوابة الخدمات الإلكترونية. وتُخصص المواقع بحسب قدرتها الرعوية حتى لا تزاحم النحل البري والحشرات الملقحة.</p><p>يُرجى الاطلاع على اشتراطات النحالين قبل التقديم، ومنها الالتزام بالمواقع المحددة وعدد الخلايا المعتمد وعدم استخدام المبيدات.</p>',
    descriptionEn:
      '<p>Applications for apiary permits for the spring season are now open on the e-services portal. Sites are allocated according to how much forage they can bear, so that hives do not crowd out wild bees and other pollinators.</p><p>Please read the beekeeper conditions before applying: keep to the assigned site, keep to the approved number of hives, and use no pesticides.</p>',
  },
  {
    slug: 'students-design-childrens-trail-guide',
    createdAt: at('2025-07-17'),
    imagePath: image('acacia'),
    likesCount: 31,
    titleAr: 'طلاب يصممون أول دليل مسارات للأطفال',
    titleEn: 'Students design the first children\'s trail guide',
    subtitleAr: 'رسوم وألغاز تعرّف الصغار بنباتات المحمية وحيواناتها',
    subtitleEn: 'Drawings and puzzles that introduce young visitors to the reserve\'s plants and animals',
    descriptionAr:
      '<p>بالتعاون مع مدارس المنطقة، صمم طلاب المرحلة المتوسطة دليلا مصورا للأطفال يرافقهم في مسار روضة نورة، ويحتوي على بطاقات تعريف بالنباتات وأسئلة يجيبون عنها أثناء المشي.</p><p>يتوفر الدليل مجانا في مركز الزوار، وتسعى المحمية إلى تعميم التجربة على بقية المسارات خلال العام المقبل.</p>',
    descriptionEn:
      '<p>Working with local schools, middle-school students have designed an illustrated guide for children walking the Rawdat Noura trail, with plant cards and questions to answer along the way.</p><p>The guide is free at the visitor centre, and the reserve plans to extend the idea to its other trails next year.</p>',
  },
  {
    slug: 'new-water-points-for-wildlife',
    createdAt: at('2025-07-10'),
    imagePath: image('gazelles'),
    likesCount: 47,
    titleAr: 'نقاط مياه جديدة للحياة الفطرية في أشهر الجفاف',
    titleEn: 'New water points for wildlife in the dry months',
    subtitleAr: 'أحواض صغيرة تعمل بالطاقة الشمسية بعيدا عن مسارات الزوار',
    subtitleEn: 'Small solar-powered troughs placed away from visitor routes',
    descriptionAr:
      '<p>ركّبت المحمية عشر نقاط مياه تعمل بالطاقة الشمسية في مواقع مختارة بعناية بعيدا عن الطرق ومسارات الزوار، لتخفيف الإجهاد عن الظباء والطيور في ذروة الصيف.</p><p>تُراقب النقاط بالكاميرات لقياس الإقبال عليها ولضمان نظافة المياه، وتُغلق تدريجيا مع بداية موسم الأمطار حتى تعود الحيوانات إلى مصادرها الطبيعية.</p>',
    descriptionEn:
      '<p>The reserve has installed ten solar-powered water points at carefully chosen spots away from roads and trails, to ease the strain on gazelles and birds at the height of summer.</p><p>Cameras watch each point to see how much it is used and to keep the water clean. The points are closed gradually as the rains begin, so that animals return to natural sources.</p>',
  },
  {
    slug: 'workshop-identifying-desert-plants',
    createdAt: at('2025-07-03'),
    imagePath: image('wildflowers'),
    likesCount: 19,
    titleAr: 'ورشة عمل: التعرف على النباتات الصحراوية في الميدان',
    titleEn: 'Workshop: identifying desert plants in the field',
    subtitleAr: 'يوم تدريبي مع خبراء الغطاء النباتي',
    subtitleEn: 'A training day with vegetation experts',
    descriptionAr:
      '<p>تنظم المحمية ورشة ميدانية ليوم واحد يتعلم فيها المشاركون التمييز بين أنواع النباتات الشائعة في الرياض والأودية، وطرق التوثيق بالصور والملاحظات.</p><p>الورشة مناسبة لطلاب الجامعات والمرشدين السياحيين والمهتمين، ويحصل المشاركون على شهادة حضور ودليل مختصر للنباتات باللغتين.</p>',
    descriptionEn:
      '<p>The reserve is holding a one-day field workshop where participants learn to tell apart the common plants of the meadows and valleys and to record them with photographs and notes.</p><p>It suits university students, tour guides and anyone curious. Participants receive a certificate of attendance and a short bilingual plant guide.</p>',
  },
  {
    slug: 'camping-rules-update-fire-safety',
    createdAt: at('2025-06-26'),
    imagePath: image('night-sky'),
    likesCount: 26,
    titleAr: 'تحديث ضوابط التخييم: المواقع المعتمدة والسلامة من الحرائق',
    titleEn: 'Camping rules updated: approved sites and fire safety',
    subtitleAr: 'مواقد مرتفعة عن الأرض وحطب من مصادر مرخصة فقط',
    subtitleEn: 'Raised fire pits and firewood from licensed sources only',
    descriptionAr:
      '<p>حدّثت المحمية ضوابط التخييم استعدادا للموسم المقبل، إذ يقتصر التخييم على المواقع المعتمدة وبتصريح ساري، ويجب أن تكون المواقد مرتفعة عن الأرض مع إحضار الحطب من مصادر مرخصة.</p><p>يُمنع الاحتطاب من أشجار المحمية منعا باتا، ويُطلب من المخيمين إطفاء النار بالكامل قبل المغادرة وإعادة المكان إلى حالته الأولى.</p>',
    descriptionEn:
      '<p>The reserve has updated its camping rules ahead of the coming season. Camping is allowed only at approved sites with a valid permit, fires must be in raised pits, and firewood must come from licensed sources.</p><p>Cutting wood from the reserve\'s trees is strictly forbidden. Campers must put out their fire completely before leaving and leave the site as they found it.</p>',
  },
  {
    slug: 'houbara-breeding-survey-results',
    createdAt: at('2025-06-19'),
    imagePath: image('birds'),
    likesCount: 44,
    titleAr: 'نتائج مشجعة لمسح تكاثر طيور الحبارى',
    titleEn: 'Encouraging results from the houbara breeding survey',
    subtitleAr: 'أعشاش أكثر في السهول الحصوية جنوب العرمة',
    subtitleEn: 'More nests on the gravel plains south of Al-Armah',
    descriptionAr:
      '<p>أظهر المسح الميداني لموسم التكاثر زيادة في أعشاش طيور الحبارى في السهول الحصوية جنوب العرمة مقارنة بالموسم الماضي، مع نسب فقس جيدة.</p><p>يعزو الباحثون التحسن إلى تعافي الغطاء النباتي وتراجع الصيد الجائر بفضل الدوريات المنتظمة، وتواصل المحمية متابعة الفراخ حتى تستقل بنفسها.</p>',
    descriptionEn:
      '<p>This breeding season\'s field survey found more houbara nests on the gravel plains south of Al-Armah than last year, with good hatching rates.</p><p>Researchers credit the recovering vegetation and the fall in poaching thanks to regular patrols. The reserve will keep following the chicks until they fend for themselves.</p>',
  },
  {
    slug: 'world-environment-day-planting-drive',
    createdAt: at('2025-06-12'),
    imagePath: image('seedlings'),
    likesCount: 58,
    titleAr: 'المحمية تحتفي بيوم البيئة العالمي بحملة تشجير',
    titleEn: 'World Environment Day planting drive',
    subtitleAr: 'زراعة خمسة آلاف شتلة من الأنواع المحلية',
    subtitleEn: 'Five thousand native seedlings planted',
    descriptionAr:
      '<p>احتفاء بيوم البيئة العالمي، زرع متطوعون وموظفون خمسة آلاف شتلة من السدر والطلح والسمر على أطراف روضة الخفس، بعد تجهيز الحفر بطريقة تحفظ مياه الأمطار.</p><p>ستُروى الشتلات خلال عامها الأول حتى تثبت جذورها، ثم تُترك لتعتمد على الأمطار كما تفعل النباتات البرية.</p>',
    descriptionEn:
      '<p>To mark World Environment Day, volunteers and staff planted five thousand sidr, talh and samur seedlings on the edges of Rawdat Al-Khafs, in pits shaped to hold rainwater.</p><p>The seedlings will be watered through their first year until their roots take hold, then left to live on the rain like wild plants.</p>',
  },
  {
    slug: 'eid-holiday-visiting-guidance',
    createdAt: at('2025-06-05'),
    imagePath: image('dunes'),
    likesCount: 17,
    titleAr: 'إجازة العيد: أوقات الزيارة وإرشادات الازدحام',
    titleEn: 'Eid holiday: visiting hours and advice for busy days',
    subtitleAr: 'بوابات إضافية وفرق إرشاد في المواقع الأكثر إقبالا',
    subtitleEn: 'Extra gates and guide teams at the busiest sites',
    descriptionAr:
      '<p>تستقبل المحمية زوارها خلال إجازة العيد يوميا من 6 صباحا حتى 6 مساء، مع فتح بوابات إضافية وتوزيع فرق إرشاد في روضة التنهات وروضة نورة.</p><p>ننصح بالوصول مبكرا، والالتزام بمواقف السيارات المخصصة، وعدم القيادة خارج المسارات. كل عام وأنتم بخير.</p>',
    descriptionEn:
      '<p>During the Eid holiday the reserve is open daily from 6 AM to 6 PM, with extra gates and guide teams at Rawdat Al-Tanhat and Rawdat Noura.</p><p>Please arrive early, use the marked car parks and do not drive off the tracks. Eid Mubarak.</p>',
  },
  {
    slug: 'lappet-faced-vultures-nesting-near-al-armah',
    createdAt: at('2025-05-29'),
    imagePath: image('escarpment'),
    likesCount: 36,
    titleAr: 'رصد أعشاش للنسر الأذون قرب العرمة',
    titleEn: 'Lappet-faced vultures found nesting near Al-Armah',
    subtitleAr: 'نوع مهدد بالانقراض يختار المحمية موطنا',
    subtitleEn: 'An endangered species chooses the reserve as home',
    descriptionAr:
      '<p>وثّق فريق رصد الطيور عشين للنسر الأذون على أشجار الطلح القريبة من حافة العرمة، وهو من الأنواع المهددة بالانقراض على المستوى العالمي.</p><p>حددت المحمية نطاق حماية حول الأعشاش يُمنع الاقتراب منه خلال موسم التعشيش، وتدعو الزوار ومحبي التصوير إلى احترام هذه المسافة.</p>',
    descriptionEn:
      '<p>The bird-monitoring team has recorded two lappet-faced vulture nests in talh trees near the Al-Armah escarpment. The species is endangered worldwide.</p><p>The reserve has set a protection zone around the nests that no one may enter during the nesting season, and asks visitors and photographers to respect it.</p>',
  },
  {
    slug: 'grazing-management-plan-second-phase',
    createdAt: at('2025-05-22'),
    imagePath: image('rain'),
    likesCount: 12,
    titleAr: 'خطة تنظيم الرعي تدخل مرحلتها الثانية',
    titleEn: 'Grazing management plan enters its second phase',
    subtitleAr: 'دورات رعي تمنح المراعي وقتا للتعافي',
    subtitleEn: 'Grazing rotations that give pastures time to recover',
    descriptionAr:
      '<p>بدأت المرحلة الثانية من خطة تنظيم الرعي بالتعاون مع مربي المواشي في القرى المجاورة، وتعتمد على تقسيم المراعي إلى قطاعات تُفتح وتُغلق بالتناوب.</p><p>أظهرت نتائج المرحلة الأولى زيادة ملحوظة في كثافة النباتات المعمرة في القطاعات المغلقة، وتعمل المحمية مع الأهالي لتحقيق توازن بين سبل العيش وحماية الأرض.</p>',
    descriptionEn:
      '<p>The second phase of the grazing plan has begun, in partnership with livestock owners from nearby villages. Pastures are divided into sectors that open and close in rotation.</p><p>The first phase brought a clear rise in perennial plants in the rested sectors. The reserve is working with residents to balance their livelihoods with care for the land.</p>',
  },
  {
    slug: 'photography-competition-winners',
    createdAt: at('2025-05-15'),
    imagePath: image('dunes'),
    likesCount: 69,
    titleAr: 'إعلان الفائزين في مسابقة التصوير الفوتوغرافي',
    titleEn: 'Photography competition winners announced',
    subtitleAr: 'أكثر من 1200 صورة تنافست على فئات الطبيعة والحياة الفطرية',
    subtitleEn: 'Over 1,200 photographs competed in the landscape and wildlife categories',
    descriptionAr:
      '<p>أعلنت المحمية أسماء الفائزين في مسابقتها السنوية للتصوير، التي تنافست فيها أكثر من 1200 صورة في فئات المناظر الطبيعية والحياة الفطرية وتصوير الهاتف المحمول.</p><p>تُعرض الصور الفائزة في مركز الزوار وفي ألبومات الصور على البوابة، وشكرا لكل من شاركنا نظرته إلى جمال المحمية.</p>',
    descriptionEn:
      '<p>The reserve has announced the winners of its yearly photography competition, in which more than 1,200 pictures competed in the landscape, wildlife and mobile-phone categories.</p><p>The winning photographs are on show at the visitor centre and in the portal\'s photo albums. Thank you to everyone who shared their view of the reserve.</p>',
  },
  {
    slug: 'oryx-herd-reaches-new-record',
    createdAt: at('2025-05-08'),
    imagePath: image('gazelles'),
    likesCount: 95,
    titleAr: 'قطيع المها العربي يبلغ رقما قياسيا جديدا',
    titleEn: 'Arabian oryx herd reaches a new record',
    subtitleAr: 'مواليد الموسم ترفع أعداد القطيع إلى أعلى مستوى منذ إعادة توطينه',
    subtitleEn: 'This season\'s calves bring the herd to its largest size since reintroduction',
    descriptionAr:
      '<p>سجل فريق الحياة الفطرية ولادة عشرات العجول في قطيع المها العربي خلال هذا الموسم، ليصل القطيع إلى أكبر عدد له منذ بدء برنامج إعادة التوطين.</p><p>يعكس هذا الإنجاز نجاح جهود الحماية وتحسن المراعي، ويأتي ضمن رؤية المحمية لإعادة الأنواع المحلية إلى موائلها الطبيعية منذ تأسيسها عام 2018.</p>',
    descriptionEn:
      '<p>The wildlife team has recorded dozens of calves born into the Arabian oryx herd this season, bringing it to its largest size since the reintroduction programme began.</p><p>The milestone reflects successful protection and better pastures, and is part of the reserve\'s aim, since its founding in 2018, to bring native species back to their natural habitats.</p>',
  },
  {
    slug: 'rawdat-noura-blooms-after-spring-rains',
    createdAt: at('2025-05-01'),
    imagePath: image('wildflowers'),
    likesCount: 81,
    titleAr: 'روضة نورة تزدهر بعد أمطار الربيع',
    titleEn: 'Rawdat Noura in bloom after the spring rains',
    subtitleAr: 'أزهار صفراء وبيضاء تكسو الروضة',
    subtitleEn: 'Yellow and white flowers cover the meadow',
    descriptionAr:
      '<p>بعد أمطار الربيع الأخيرة، ازدهرت روضة نورة التي تمتد على نحو 4.4 ملايين متر مربع، وتفتحت أزهار أنواعها النباتية الاثني عشر في مشهد يجذب العائلات ومحبي التصوير.</p><p>نرجو من الزوار المشي على المسارات المحددة وعدم قطف الأزهار، لتكمل النباتات دورة حياتها وتنثر بذورها للموسم القادم.</p>',
    descriptionEn:
      '<p>After the latest spring rains, Rawdat Noura, about 4.4 million sq m, is in full bloom: all twelve of its plant species are flowering, drawing families and photographers.</p><p>Please walk on the marked paths and do not pick the flowers, so that the plants can finish their life cycle and scatter seed for next season.</p>',
  },
  {
    slug: 'earth-day-schools-adopt-seedlings',
    createdAt: at('2025-04-24'),
    imagePath: image('seedlings'),
    likesCount: 33,
    titleAr: 'في يوم الأرض: مدارس تتبنى شتلات محلية',
    titleEn: 'Earth Day: schools adopt native seedlings',
    subtitleAr: 'كل فصل دراسي يرعى شتلته ويتابع نموها',
    subtitleEn: 'Each class looks after its own seedling and follows its growth',
    descriptionAr:
      '<p>بمناسبة يوم الأرض، أطلقت المحمية مبادرة «تبنَّ شتلة» مع عشرين مدرسة، يرعى فيها كل فصل دراسي شتلة من أشجار السدر أو الطلح ويتابع نموها عبر زيارات دورية.</p><p>تهدف المبادرة إلى غرس حب الطبيعة لدى الأجيال الجديدة، وتعريف الطلاب بأهمية الأشجار المحلية في تثبيت التربة وتوفير الظل والغذاء.</p>',
    descriptionEn:
      '<p>For Earth Day the reserve launched "Adopt a Seedling" with twenty schools: each class cares for a sidr or talh seedling and follows its growth on regular visits.</p><p>The initiative aims to grow a love of nature in young people and show them how native trees hold the soil and give shade and food.</p>',
  },
  {
    slug: 'volunteer-rangers-second-intake',
    createdAt: at('2025-04-17'),
    imagePath: image('acacia'),
    likesCount: 28,
    titleAr: 'برنامج الجوالين المتطوعين يفتح دفعته الثانية',
    titleEn: 'Volunteer ranger programme opens its second intake',
    subtitleAr: 'تدريب على الرصد والإرشاد والإسعافات الأولية',
    subtitleEn: 'Training in monitoring, guiding visitors and first aid',
    descriptionAr:
      '<p>بعد نجاح الدفعة الأولى، يفتح برنامج الجوالين المتطوعين باب التسجيل لدفعته الثانية. يتلقى المتطوعون تدريبا على رصد الحياة الفطرية وإرشاد الزوار والإسعافات الأولية.</p><p>يشترط للتسجيل ألا يقل عمر المتقدم عن 18 عاما، وأن يلتزم بأربع ورديات على الأقل في الشهر. التقديم متاح عبر صفحة فرص التطوع.</p>',
    descriptionEn:
      '<p>After a successful first intake, the volunteer ranger programme is taking applications for its second. Volunteers are trained in wildlife monitoring, guiding visitors and first aid.</p><p>Applicants must be at least 18 and commit to at least four shifts a month. Apply through the volunteer opportunities page.</p>',
  },
  {
    slug: 'spring-bird-migration-count',
    createdAt: at('2025-04-10'),
    imagePath: image('birds'),
    likesCount: 40,
    titleAr: 'حصر الطيور المهاجرة في عبورها الربيعي على وادي الشوكي',
    titleEn: 'Spring count of migrating birds along Wadi Al-Shawki',
    subtitleAr: 'رصد أكثر من 90 نوعا خلال أسبوعين',
    subtitleEn: 'More than 90 species recorded in two weeks',
    descriptionAr:
      '<p>رصد فريق الطيور بمشاركة هواة متطوعين أكثر من 90 نوعا من الطيور المهاجرة خلال أسبوعين من العبور الربيعي على امتداد وادي الشوكي، من بينها الوروار والصرد والقنبر.</p><p>تُسجَّل البيانات في قاعدة بيانات المحمية وتُشارك مع الجهات البحثية، لمتابعة تغير أعداد الطيور ومسارات هجرتها عبر السنين.</p>',
    descriptionEn:
      '<p>The bird team, joined by volunteer birdwatchers, recorded more than 90 species of migrating birds over two weeks of spring passage along Wadi Al-Shawki, among them bee-eaters, shrikes and larks.</p><p>The records go into the reserve\'s database and are shared with research bodies, to follow how bird numbers and routes change over the years.</p>',
  },
  {
    slug: 'signposted-tracks-protect-vegetation',
    createdAt: at('2025-04-03'),
    imagePath: image('dunes'),
    likesCount: 14,
    titleAr: 'مسارات قيادة معلّمة تحمي الغطاء النباتي',
    titleEn: 'Signposted tracks protect the vegetation',
    subtitleAr: 'القيادة خارج المسارات تترك آثارا تدوم سنوات',
    subtitleEn: 'Driving off the tracks leaves scars that last for years',
    descriptionAr:
      '<p>أنهت المحمية تركيب لوحات إرشادية على 180 كيلومترا من مسارات القيادة، لتوجيه الزوار إلى المواقع دون المرور فوق الرياض والنباتات الحساسة.</p><p>تضغط إطارات السيارات التربة فتمنع البذور من الإنبات لسنوات، لذا نرجو الالتزام بالمسارات المعلّمة، وستتولى الدوريات متابعة المخالفات.</p>',
    descriptionEn:
      '<p>The reserve has finished signposting 180 km of driving tracks, guiding visitors to the sites without crossing the meadows and fragile plants.</p><p>Tyres compact the soil and stop seeds from sprouting for years, so please keep to the marked tracks. Patrols will follow up on offences.</p>',
  },
  {
    slug: 'ramadan-evenings-at-the-visitor-centre',
    createdAt: at('2025-03-27'),
    imagePath: image('night-sky'),
    likesCount: 25,
    titleAr: 'أمسيات رمضانية في مركز الزوار',
    titleEn: 'Ramadan evenings at the visitor centre',
    subtitleAr: 'رصد النجوم وحكايات البادية بعد الإفطار',
    subtitleEn: 'Stargazing and desert stories after iftar',
    descriptionAr:
      '<p>يستضيف مركز الزوار أمسيات رمضانية بعد الإفطار، تجمع بين رصد النجوم وحكايات كبار السن من أهالي المنطقة عن الحياة في البادية وأسماء المواسم والنجوم.</p><p>الدخول مجاني مع التسجيل المسبق، والأمسيات مناسبة للعائلات والأطفال.</p>',
    descriptionEn:
      '<p>The visitor centre is hosting Ramadan evenings after iftar, combining stargazing with stories from local elders about desert life and the old names of seasons and stars.</p><p>Entry is free with advance registration, and the evenings are suitable for families and children.</p>',
  },
  {
    slug: 'spring-rains-bring-the-meadows-to-life',
    createdAt: at('2025-03-20'),
    imagePath: image('rain'),
    likesCount: 77,
    titleAr: 'أمطار الربيع تعيد الحياة إلى الرياض',
    titleEn: 'Spring rains bring the meadows back to life',
    subtitleAr: 'السيول تملأ المنخفضات والخضرة تعم المحمية',
    subtitleEn: 'Floods fill the hollows and green spreads across the reserve',
    descriptionAr:
      '<p>شهدت المحمية هطول أمطار غزيرة على مدى ثلاثة أيام، جرت معها السيول في وادي الشوكي وامتلأت منخفضات روضة الخفس وروضة التنهات بالمياه.</p><p>نحذر الزوار من عبور مجاري السيول أو الاقتراب من المياه المتجمعة، ونتوقع أن تبلغ الخضرة ذروتها خلال الأسابيع المقبلة.</p>',
    descriptionEn:
      '<p>Three days of heavy rain have brought floods down Wadi Al-Shawki and filled the hollows of Rawdat Al-Khafs and Rawdat Al-Tanhat.</p><p>Please do not cross flood channels or go near standing water. The green is expected to peak in the coming weeks.</p>',
  },
  {
    slug: 'soil-moisture-study-rawdat-al-khafs',
    createdAt: at('2025-03-13'),
    imagePath: image('rain'),
    likesCount: 11,
    titleAr: 'دراسة ترسم خريطة رطوبة التربة في روضة الخفس',
    titleEn: 'Study maps soil moisture in Rawdat Al-Khafs',
    subtitleAr: 'مجسات أرضية تقيس احتفاظ التربة بمياه الأمطار',
    subtitleEn: 'Ground sensors measure how long the soil holds rainwater',
    descriptionAr:
      '<p>بدأ فريق بحثي تركيب مجسات رطوبة في أنحاء روضة الخفس التي تمتد على نحو 21 مليون متر مربع، لقياس احتفاظ التربة بمياه الأمطار عبر الأعماق والفصول.</p><p>ستساعد النتائج في اختيار مواقع الاستزراع وتوقيته، وفي فهم أثر التغير المناخي على الرياض.</p>',
    descriptionEn:
      '<p>A research team has begun installing moisture sensors across Rawdat Al-Khafs, about 21 million sq m, to measure how the soil holds rainwater at different depths and seasons.</p><p>The results will guide where and when to replant, and help explain how a changing climate affects the meadows.</p>',
  },
  {
    slug: 'university-partnership-vegetation-monitoring',
    createdAt: at('2025-03-06'),
    imagePath: image('seedlings'),
    likesCount: 20,
    titleAr: 'شراكة مع الجامعة لرصد الغطاء النباتي',
    titleEn: 'Partnership with the university on vegetation monitoring',
    subtitleAr: 'طلاب الدراسات العليا يجرون أبحاثهم في المحمية',
    subtitleEn: 'Graduate students will carry out their research in the reserve',
    descriptionAr:
      '<p>وقّعت المحمية مذكرة تفاهم مع الجامعة لإنشاء مواقع رصد دائمة للغطاء النباتي، يتابع فيها الباحثون وطلاب الدراسات العليا تغير الأنواع وكثافتها سنويا.</p><p>تتيح الشراكة للطلاب إجراء أبحاثهم الميدانية وفق ضوابط البحث العلمي في المحمية، وتُتاح النتائج لصناع القرار.</p>',
    descriptionEn:
      '<p>The reserve has signed a memorandum of understanding with the university to set up permanent vegetation plots, where researchers and graduate students will track species and cover year after year.</p><p>Students can carry out field research under the reserve\'s research rules, and the results will be shared with decision-makers.</p>',
  },
  {
    slug: 'founding-day-celebrations',
    createdAt: at('2025-02-27'),
    imagePath: image('dunes'),
    likesCount: 62,
    titleAr: 'المحمية تحتفي بيوم التأسيس',
    titleEn: 'The reserve celebrates Founding Day',
    subtitleAr: 'فنون شعبية وأسواق حرفية وعروض للهجن',
    subtitleEn: 'Folk arts, craft stalls and camel displays',
    descriptionAr:
      '<p>احتفت المحمية بيوم التأسيس بفعاليات تراثية في مركز الزوار، شملت العرضة والفنون الشعبية وسوقا للحرف اليدوية وعروضا للهجن.</p><p>استقبلت الفعاليات آلاف الزوار على مدى يومين، وتعرّف الأطفال على صلة أجدادهم الوثيقة بالصحراء ونباتاتها وحيواناتها.</p>',
    descriptionEn:
      '<p>The reserve marked Founding Day with heritage events at the visitor centre: the ardah sword dance, folk arts, a handicrafts market and camel displays.</p><p>Thousands of visitors came over two days, and children learned how closely their ancestors lived with the desert, its plants and its animals.</p>',
  },
  {
    slug: 'bilingual-wildflower-guide-published',
    createdAt: at('2025-02-20'),
    imagePath: image('wildflowers'),
    likesCount: 37,
    titleAr: 'إصدار دليل الأزهار البرية باللغتين',
    titleEn: 'Bilingual wildflower guide published',
    subtitleAr: 'صور ووصف لأكثر من 60 نوعا من نباتات المحمية',
    subtitleEn: 'Pictures and descriptions of more than 60 of the reserve\'s plants',
    descriptionAr:
      '<p>أصدرت المحمية دليلا مصورا للأزهار البرية باللغتين العربية والإنجليزية، يضم صورا ووصفا لأكثر من 60 نوعا، مع أسمائها المحلية وأوقات إزهارها.</p><p>الدليل متاح مجانا في قسم الدراسات والتقارير، ونسخته المطبوعة متوفرة في مركز الزوار.</p>',
    descriptionEn:
      '<p>The reserve has published an illustrated wildflower guide in Arabic and English, with pictures and descriptions of more than 60 species, their local names and flowering times.</p><p>The guide is free in the studies and reports section, and printed copies are available at the visitor centre.</p>',
  },
  {
    slug: 'drone-surveys-count-wildlife',
    createdAt: at('2025-02-13'),
    imagePath: image('escarpment'),
    likesCount: 29,
    titleAr: 'الطائرات المسيرة تساعد في حصر الحياة الفطرية',
    titleEn: 'Drones help count the reserve\'s wildlife',
    subtitleAr: 'مسوحات جوية أدق وأقل إزعاجا للحيوانات',
    subtitleEn: 'Aerial surveys that are more accurate and disturb animals less',
    descriptionAr:
      '<p>اعتمدت المحمية الطائرات المسيرة في مسوحاتها الدورية لأعداد الظباء والمها، إذ تغطي مساحات واسعة في وقت قصير ومن ارتفاعات لا تزعج الحيوانات.</p><p>تُحلل الصور بمساعدة برمجيات متخصصة، ما يرفع دقة التقديرات ويوفر على الفرق الميدانية ساعات طويلة من العمل في ظروف صعبة.</p>',
    descriptionEn:
      '<p>The reserve now uses drones for its regular counts of gazelles and oryx. They cover large areas quickly and fly high enough not to disturb the animals.</p><p>Specialist software analyses the pictures, making estimates more accurate and saving field teams long hours in hard conditions.</p>',
  },
  {
    slug: 'winter-camping-season-record-permits',
    createdAt: at('2025-02-06'),
    imagePath: image('night-sky'),
    likesCount: 34,
    titleAr: 'موسم التخييم الشتوي يسجل إقبالا غير مسبوق',
    titleEn: 'Winter camping season sees record demand',
    subtitleAr: 'التصاريح الإلكترونية تنظم الإقبال وتحمي المواقع',
    subtitleEn: 'Online permits spread the crowds and protect the sites',
    descriptionAr:
      '<p>شهد موسم التخييم الشتوي إقبالا غير مسبوق على تصاريح التخييم عبر البوابة الإلكترونية، وتوزع المخيمون على المواقع المعتمدة وفق طاقتها الاستيعابية.</p><p>تشكر المحمية المخيمين على التزامهم بالضوابط، وتذكّر بأن ترك الموقع نظيفا شرط لتجديد التصريح في المواسم القادمة.</p>',
    descriptionEn:
      '<p>This winter saw record demand for camping permits on the online portal, with campers spread across the approved sites according to what each can hold.</p><p>The reserve thanks campers for following the rules, and reminds everyone that leaving the site clean is a condition for renewing a permit in future seasons.</p>',
  },
  {
    slug: 'community-majlis-with-neighbouring-villages',
    createdAt: at('2025-01-30'),
    imagePath: null,
    likesCount: 9,
    titleAr: 'مجلس أهالي مع سكان القرى المجاورة',
    titleEn: 'Community majlis with neighbouring villages',
    subtitleAr: 'حوار مفتوح حول الرعي والاحتطاب وفرص العمل',
    subtitleEn: 'An open discussion on grazing, firewood and jobs',
    descriptionAr:
      '<p>عقدت المحمية مجلسا مفتوحا مع سكان القرى المجاورة في رماح، نوقشت فيه خطة تنظيم الرعي وبدائل الحطب وفرص العمل في السياحة البيئية.</p><p>ستُعقد المجالس كل ثلاثة أشهر، ويمكن للأهالي إرسال مقترحاتهم في أي وقت عبر نموذج تواصل معنا مع اختيار منطقة الإقامة.</p>',
    descriptionEn:
      '<p>The reserve held an open majlis with residents of neighbouring villages in Rumah, discussing the grazing plan, alternatives to firewood and jobs in eco-tourism.</p><p>The majlis will meet every three months, and residents can send suggestions at any time through the contact form, choosing their area of residence.</p>',
  },
  {
    slug: 'the-night-shift-of-the-reserve',
    createdAt: at('2025-01-23'),
    imagePath: image('night-sky'),
    likesCount: 48,
    titleAr: 'القنفذ والجربوع: وردية الليل في المحمية',
    titleEn: 'Hedgehogs and jerboas: the night shift of the reserve',
    subtitleAr: 'حيوانات صغيرة تنشط حين يغيب الزوار',
    subtitleEn: 'Small animals that come out when the visitors have gone',
    descriptionAr:
      '<p>حين تغيب الشمس وتنخفض الحرارة، تنشط في المحمية حيوانات قلما يراها الزوار، مثل قنفذ الصحراء والجربوع والأرنب البري، بحثا عن الحشرات والبذور.</p><p>تؤدي هذه الكائنات دورا مهما في نثر البذور وتهوية التربة، وهي غذاء للبوم والثعالب، فتكتمل بها دائرة الحياة في الصحراء.</p>',
    descriptionEn:
      '<p>When the sun sets and the heat fades, animals that visitors rarely see come out to look for insects and seeds: the desert hedgehog, the jerboa and the Cape hare.</p><p>They spread seeds and loosen the soil, and they feed owls and foxes, closing the circle of life in the desert.</p>',
  },
  {
    slug: 'patrols-remove-illegal-hunting-traps',
    createdAt: at('2025-01-16'),
    imagePath: image('escarpment'),
    likesCount: 53,
    titleAr: 'الدوريات تزيل مصائد صيد مخالفة',
    titleEn: 'Patrols remove illegal hunting traps',
    subtitleAr: 'الصيد ممنوع في جميع أنحاء المحمية',
    subtitleEn: 'Hunting is forbidden everywhere in the reserve',
    descriptionAr:
      '<p>أزالت دوريات الحماية خلال الشهر الماضي عددا من المصائد والشباك المخالفة في أطراف المحمية، وأحالت المخالفين إلى الجهات المختصة.</p><p>نذكّر بأن الصيد ممنوع في جميع أنحاء المحمية، وندعو كل من يلاحظ نشاطا مريبا إلى الإبلاغ عنه عبر نموذج تواصل معنا.</p>',
    descriptionEn:
      '<p>Over the past month protection patrols removed a number of illegal traps and nets from the edges of the reserve and referred the offenders to the authorities.</p><p>Hunting is forbidden everywhere in the reserve. If you notice anything suspicious, please report it through the contact form.</p>',
  },
  {
    slug: 'reserve-honoured-for-land-rehabilitation',
    createdAt: at('2025-01-09'),
    imagePath: image('seedlings'),
    likesCount: 90,
    titleAr: 'تكريم المحمية لجهودها في إعادة تأهيل الأراضي',
    titleEn: 'Reserve honoured for its land rehabilitation work',
    subtitleAr: 'جائزة تقدير لمشروعات استعادة الغطاء النباتي',
    subtitleEn: 'An award for its vegetation restoration projects',
    descriptionAr:
      '<p>نالت المحمية جائزة تقديرية عن مشروعاتها في إعادة تأهيل الأراضي المتدهورة، التي شملت حماية الرياض من الرعي الجائر وزراعة الشتلات المحلية وحصاد مياه الأمطار.</p><p>تهدي المحمية هذا التكريم إلى فرقها الميدانية والمتطوعين والأهالي الذين أسهموا في عودة الخضرة إلى مساحات واسعة من الأرض.</p>',
    descriptionEn:
      '<p>The reserve has received an award for its work restoring degraded land: protecting the meadows from overgrazing, planting native seedlings and harvesting rainwater.</p><p>It dedicates the award to its field teams, volunteers and the local residents who helped bring green back to large stretches of land.</p>',
  },
  {
    slug: 'conservation-goals-for-2025',
    createdAt: at('2025-01-02'),
    imagePath: null,
    likesCount: 18,
    titleAr: 'عام جديد من العمل: أهداف المحمية لعام 2025',
    titleEn: 'A new year of conservation: the reserve\'s goals for 2025',
    subtitleAr: 'توسيع برامج الإكثار والتشجير والسياحة البيئية',
    subtitleEn: 'More breeding, planting and eco-tourism',
    descriptionAr:
      '<p>تستهل المحمية عامها الجديد بأهداف واضحة، أبرزها:</p><ul><li>زراعة مئة ألف شتلة محلية في المواقع المتدهورة.</li><li>إطلاق دفعات جديدة من الظباء والمها.</li><li>افتتاح مسارات زيارة إضافية ومركز زوار ثان.</li><li>مضاعفة أعداد المتطوعين.</li></ul><p>تمتد المحمية على نحو 28 ألف كيلومتر مربع، وكل هدف منها يقربنا من صحراء أكثر حياة.</p>',
    descriptionEn:
      '<p>The reserve starts the new year with clear goals:</p><ul><li>plant one hundred thousand native seedlings on degraded land;</li><li>release new groups of gazelles and oryx;</li><li>open more visitor trails and a second visitor centre;</li><li>double the number of volunteers.</li></ul><p>The reserve covers about 28,000 sq km, and each of these goals brings us closer to a more living desert.</p>',
  },
  {
    slug: 'rainfall-monitoring-stations-installed',
    createdAt: at('2024-12-26'),
    imagePath: image('rain'),
    likesCount: 13,
    titleAr: 'تركيب محطات لرصد الأمطار في أنحاء المحمية',
    titleEn: 'Rainfall monitoring stations installed across the reserve',
    subtitleAr: 'بيانات لحظية تدعم التنبؤ بالسيول وخطط الزراعة',
    subtitleEn: 'Live data for flood warnings and planting plans',
    descriptionAr:
      '<p>ركّبت المحمية بالتعاون مع المركز الوطني للأرصاد اثنتي عشرة محطة آلية لرصد الأمطار ودرجات الحرارة والرياح، موزعة على الرياض والأودية.</p><p>تُرسل المحطات بياناتها لحظيا، ما يساعد على إصدار تنبيهات السيول للزوار، وتحديد أفضل أوقات الزراعة ونثر البذور.</p>',
    descriptionEn:
      '<p>Together with the national meteorology centre, the reserve has installed twelve automatic stations that record rain, temperature and wind across the meadows and valleys.</p><p>The stations send live data, which helps warn visitors about floods and choose the best times for planting and sowing.</p>',
  },
  {
    slug: 'desert-truffle-season-guidance',
    createdAt: at('2024-12-19'),
    imagePath: image('dunes'),
    likesCount: 57,
    titleAr: 'موسم الفقع: إرشادات للباحثين عنه',
    titleEn: 'Desert truffle season: advice for gatherers',
    subtitleAr: 'الجمع باليد فقط ومن دون حفر واسع',
    subtitleEn: 'Gather by hand only, without wide digging',
    descriptionAr:
      '<p>مع بداية موسم الفقع، تسمح المحمية بجمعه للاستخدام الشخصي في المواقع المفتوحة للزوار، على أن يكون الجمع باليد أو بأداة صغيرة ودون حفر واسع يضر بالتربة.</p><p>يُمنع دخول المركبات إلى الرياض بحثا عن الفقع، ويُرجى ردم الحفر بعد الجمع ليحافظ الموقع على خصوبته في المواسم القادمة.</p>',
    descriptionEn:
      '<p>As truffle season begins, the reserve allows gathering for personal use in the areas open to visitors, by hand or with a small tool, and without wide digging that damages the soil.</p><p>Vehicles may not enter the meadows to look for truffles, and please fill in any holes so the ground stays fertile for seasons to come.</p>',
  },
  {
    slug: 'eco-tourism-guides-certified',
    createdAt: at('2024-12-12'),
    imagePath: image('acacia'),
    likesCount: 41,
    titleAr: 'اعتماد الدفعة الأولى من مرشدي السياحة البيئية',
    titleEn: 'First eco-tourism guides certified',
    subtitleAr: 'خمسة وعشرون مرشدا من أبناء المنطقة',
    subtitleEn: 'Twenty-five guides from local communities',
    descriptionAr:
      '<p>حصل خمسة وعشرون مرشدا من أبناء القرى المجاورة على اعتماد مرشد سياحة بيئية، بعد برنامج تدريبي شمل التاريخ الطبيعي للمحمية والإسعافات الأولية ومهارات التواصل مع الزوار.</p><p>يقود المرشدون جولات المشي والرحلات الفلكية، ويقدمون للزوار معرفة محلية أصيلة بالمكان وأهله.</p>',
    descriptionEn:
      '<p>Twenty-five guides from neighbouring villages are now certified eco-tourism guides, after a training programme covering the reserve\'s natural history, first aid and working with visitors.</p><p>They lead walks and astronomy trips, bringing visitors a real local knowledge of the place and its people.</p>',
  },
  {
    slug: 'native-trees-return-to-wadi-al-shawki',
    createdAt: at('2024-12-05'),
    imagePath: image('wadi'),
    likesCount: 66,
    titleAr: 'عودة الأشجار المحلية إلى ضفاف وادي الشوكي',
    titleEn: 'Native trees return to the banks of Wadi Al-Shawki',
    subtitleAr: 'خمسون ألف شجرة في ثلاث سنوات',
    subtitleEn: 'Fifty thousand trees in three years',
    descriptionAr:
      '<p>بلغ مشروع تشجير ضفاف وادي الشوكي خمسين ألف شجرة من الطلح والسمر والسدر منذ انطلاقه قبل ثلاث سنوات، بنسبة نجاح تجاوزت ثمانين في المئة.</p><p>بدأت الأشجار الأولى تؤوي الطيور وتوفر الظل للظباء، وتثبت التربة على ضفاف الوادي في مواسم السيول.</p>',
    descriptionEn:
      '<p>The planting project along Wadi Al-Shawki has reached fifty thousand talh, samur and sidr trees since it began three years ago, with more than eighty per cent surviving.</p><p>The first trees already shelter birds and shade gazelles, and hold the valley banks together when floods come.</p>',
  },
  {
    slug: 'northern-gateway-visitor-centre-opens',
    createdAt: at('2024-11-28'),
    imagePath: image('escarpment'),
    likesCount: 70,
    titleAr: 'افتتاح مركز الزوار في البوابة الشمالية',
    titleEn: 'Visitor centre opens at the northern gateway',
    subtitleAr: 'معرض تفاعلي ومقهى ونقطة انطلاق للجولات',
    subtitleEn: 'An interactive exhibition, a café and the starting point for tours',
    descriptionAr:
      '<p>افتُتح مركز الزوار في البوابة الشمالية للمحمية، ويضم معرضا تفاعليا عن بيئة المحمية وتاريخها منذ تأسيسها عام 2018، إلى جانب مقهى ومتجر للمنتجات المحلية.</p><p>يعمل المركز يوميا من 6 صباحا حتى 6 مساء، ومنه تنطلق الجولات الإرشادية ورحلات رصد الطيور.</p>',
    descriptionEn:
      '<p>The visitor centre at the reserve\'s northern gateway is open, with an interactive exhibition on the reserve\'s nature and its story since it was founded in 2018, a café and a shop for local products.</p><p>It is open daily from 6 AM to 6 PM, and guided walks and birdwatching trips start from here.</p>',
  },
  {
    slug: 'why-collecting-firewood-harms-the-reserve',
    createdAt: at('2024-11-21'),
    imagePath: image('acacia'),
    likesCount: 23,
    titleAr: 'لماذا يضر الاحتطاب بالمحمية؟',
    titleEn: 'Why collecting firewood harms the reserve',
    subtitleAr: 'الشجرة التي تحترق في ليلة نمت في عقود',
    subtitleEn: 'A tree burned in one night took decades to grow',
    descriptionAr:
      '<p>تنمو أشجار الطلح والسمر ببطء شديد في الصحراء، وقد تحتاج الشجرة إلى عقود لتبلغ حجمها الكامل. والاحتطاب، حتى من الأغصان اليابسة، يحرم التربة من غطائها والطيور من أعشاشها.</p><p>لهذا يُمنع الاحتطاب في المحمية، ونشجع المخيمين على شراء الحطب المستورد أو استخدام مواقد الغاز.</p>',
    descriptionEn:
      '<p>Talh and samur trees grow very slowly in the desert; a tree may take decades to reach full size. Taking firewood, even dead branches, strips the soil of its cover and birds of their nests.</p><p>That is why collecting firewood is forbidden in the reserve. Campers are encouraged to buy imported firewood or use gas stoves.</p>',
  },
  {
    slug: 'clean-up-day-at-rawdat-al-tanhat',
    createdAt: at('2024-11-14'),
    imagePath: image('wildflowers'),
    likesCount: 30,
    titleAr: 'يوم تطوعي لتنظيف روضة التنهات',
    titleEn: 'Volunteer clean-up day at Rawdat Al-Tanhat',
    subtitleAr: 'عائلات ومدارس تشارك في بداية الموسم',
    subtitleEn: 'Families and schools join in at the start of the season',
    descriptionAr:
      '<p>شاركت عائلات وطلاب مدارس في يوم تطوعي لتنظيف روضة التنهات قبل بداية موسم الزيارة، وجُمعت المخلفات وفُرزت لإعادة التدوير.</p><p>اختُتم اليوم بجولة تعريفية بنباتات الروضة وأنواعها الستة والسبعين، وبوعد من المشاركين بالعودة في حملات قادمة.</p>',
    descriptionEn:
      '<p>Families and schoolchildren joined a volunteer day to clean Rawdat Al-Tanhat before the visiting season, collecting litter and sorting it for recycling.</p><p>The day ended with a walk introducing the meadow\'s seventy-six plant species, and a promise from the volunteers to come back for the next campaign.</p>',
  },
];
