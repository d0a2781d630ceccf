/** Demo questions about visiting the reserve and its permits, in the order shown (spec 000 §3, §9). */
export interface DemoFaq {
  questionAr: string;
  questionEn: string;
  answerAr: string;
  answerEn: string;
}

export const faqList: DemoFaq[] = [
  {
    questionAr: 'ما أوقات زيارة المحمية؟',
    questionEn: 'When is the reserve open to visitors?',
    answerAr: '<p>تستقبل المحمية زوارها يوميا من الساعة 6 صباحا حتى الساعة 6 مساء. يجب مغادرة المناطق المفتوحة للزيارة قبل نهاية هذا الوقت ما لم يكن لديك تصريح تخييم أو تصريح عمل خارج أوقات الدوام.</p>',
    answerEn: '<p>The reserve welcomes visitors every day from 6 AM to 6 PM. Visitors must leave the open areas by closing time unless they hold a camping permit or a permit to work outside official hours.</p>',
  },
  {
    questionAr: 'هل الدخول إلى المحمية مجاني؟',
    questionEn: 'Is there an entry fee?',
    answerAr: '<p>الدخول إلى المناطق المفتوحة للزوار مجاني. بعض الأنشطة، مثل التخييم في المواقع المخصصة أو دخول المناطق المحددة، تتطلب تصريحا مسبقا عبر صفحة <a href="/services">الخدمات</a>.</p>',
    answerEn: '<p>Entry to the areas open to visitors is free. Some activities, such as camping at designated sites or entering specific areas, need a permit first, requested through the <a href="/services">services</a> page.</p>',
  },
  {
    questionAr: 'ما التصاريح التي يمكنني طلبها عبر البوابة؟',
    questionEn: 'Which permits can I request through the portal?',
    answerAr: '<p>تقدم البوابة خمس خدمات:</p><ul><li>تصريح دخول منطقة محددة.</li><li>تصريح المناحل للنحالين.</li><li>تصريح التخييم المجاني.</li><li>تصريح العمل خارج أوقات الدوام الرسمي.</li><li>تصريح البحث العلمي.</li></ul><p>تظهر في صفحة الخدمات الخدمات المتاحة حاليا فقط.</p>',
    answerEn: '<p>The portal offers five services:</p><ul><li>A permit to enter a specific area.</li><li>A beekeeping permit for beekeepers.</li><li>A free camping permit.</li><li>A permit to work outside official hours.</li><li>A scientific research permit.</li></ul><p>The services page lists only the services open at the moment.</p>',
  },
  {
    questionAr: 'هل أحتاج إلى حساب لطلب تصريح؟',
    questionEn: 'Do I need an account to request a permit?',
    answerAr: '<p>نعم. يجب إنشاء حساب فرد وتأكيد البريد الإلكتروني ثم تسجيل الدخول قبل تقديم أي طلب تصريح. تصلك رسالة بالرقم المرجعي لطلبك على بريدك الإلكتروني، ويمكنك متابعة حالته من ملفك الشخصي.</p>',
    answerEn: '<p>Yes. Create an individual account, confirm your e-mail address and sign in before applying for any permit. You receive the reference number of your request by e-mail and can follow its status on your profile.</p>',
  },
  {
    questionAr: 'كم يستغرق الرد على طلب التصريح؟',
    questionEn: 'How long does it take to answer a permit request?',
    answerAr: '<p>تتم دراسة معظم الطلبات خلال خمسة أيام عمل. أما طلبات البحث العلمي فيتم الرد عليها خلال 15 يوم عمل، ويجب تقديمها قبل تاريخ بدء البحث بثلاثين يوما على الأقل.</p>',
    answerEn: '<p>Most requests are reviewed within five working days. Scientific research requests are answered within 15 working days and must be made at least 30 days before the research starts.</p>',
  },
  {
    questionAr: 'هل يسمح بالتخييم داخل المحمية؟',
    questionEn: 'Is camping allowed in the reserve?',
    answerAr: '<p>يسمح بالتخييم في المواقع المخصصة لذلك فقط وخلال موسم كل موقع، بعد الحصول على تصريح التخييم المجاني. يمنع التخييم في الأودية ومجاري السيول وبالقرب من مواقع تكاثر الحيوانات.</p>',
    answerEn: '<p>Camping is allowed only at designated camping sites and within each site\'s season, with a free camping permit. Camping in wadis, flood channels or near wildlife breeding sites is not allowed.</p>',
  },
  {
    questionAr: 'هل يسمح بإشعال النار أثناء التخييم؟',
    questionEn: 'May I light a fire while camping?',
    answerAr: '<p>يسمح بإشعال النار في الأماكن المجهزة لذلك وباستخدام الفحم أو الحطب المستورد فقط. يمنع منعا باتا الاحتطاب أو قطع أي نبات حي أو ميت داخل المحمية، ويجب إطفاء النار تماما قبل المغادرة.</p>',
    answerEn: '<p>Fires are allowed only in prepared fire places and only with charcoal or firewood brought from outside. Collecting wood or cutting any plant, living or dead, inside the reserve is strictly forbidden, and fires must be fully put out before leaving.</p>',
  },
  {
    questionAr: 'هل يمكنني اصطحاب حيواني الأليف؟',
    questionEn: 'Can I bring my pet?',
    answerAr: '<p>يسمح باصطحاب الحيوانات الأليفة في مناطق التنزه العامة بشرط بقائها مقيدة بسلسلة طوال الوقت. لا يسمح بها في مناطق الحماية المشددة أو مواقع التكاثر.</p>',
    answerEn: '<p>Pets are allowed in the public picnic areas if they are kept on a lead at all times. They are not allowed in strictly protected areas or breeding sites.</p>',
  },
  {
    questionAr: 'هل يسمح بالصيد داخل المحمية؟',
    questionEn: 'Is hunting allowed?',
    answerAr: '<p>لا. يمنع صيد الحيوانات والطيور أو إزعاجها أو جمع بيضها داخل حدود المحمية بأي وسيلة، وتطبق على المخالفين الغرامات المنصوص عليها في نظام البيئة.</p>',
    answerEn: '<p>No. Hunting, disturbing animals or birds, or collecting their eggs by any means is forbidden within the reserve, and offenders are fined under the environmental law.</p>',
  },
  {
    questionAr: 'هل يمكنني القيادة خارج الطرق المعبدة؟',
    questionEn: 'May I drive off the marked tracks?',
    answerAr: '<p>يجب الالتزام بالطرق والمسارات المحددة. القيادة خارجها تضر بالغطاء النباتي والتربة وتعرض السائق للمخالفة. لا تتجاوز السرعة 40 كم في الساعة على المسارات الترابية.</p>',
    answerEn: '<p>Stay on the roads and marked tracks. Driving off them damages the plant cover and the soil and is an offence. Keep to 40 km/h on dirt tracks.</p>',
  },
  {
    questionAr: 'ما شروط الحصول على تصريح المناحل؟',
    questionEn: 'What are the conditions for a beekeeping permit?',
    answerAr: '<p>يشترط أن يكون لدى النحال تصريح مزاولة نشاط ورخصة منحل متنقل، وأن تكون سلالة النحل محلية مع إثبات ذلك، وأن يختار منحلا غير محجوز في أحد مواقع المناحل المعتمدة. الشروط الكاملة في صفحة <a href="/terms-permits">شروط النحالين</a>.</p>',
    answerEn: '<p>Beekeepers need an activity practice permit and a mobile apiary licence, bees of a local strain with proof of it, and an apiary that is not already reserved at one of the approved apiary locations. The full conditions are on the <a href="/terms-permits">beekeeper conditions</a> page.</p>',
  },
  {
    questionAr: 'كم خلية يمكنني وضعها في المنحل؟',
    questionEn: 'How many hives may I place at an apiary?',
    answerAr: '<p>يحدد عدد الخلايا في الطلب، ويراجع فريق المحمية قدرة الموقع على استيعابه بحسب الغطاء النباتي وموسم الإزهار. قد تقبل الطلبات بعدد أقل من المطلوب حفاظا على المراعي الطبيعية.</p>',
    answerEn: '<p>You state the number of hives in your request, and the reserve team checks it against what the site can support given its plant cover and flowering season. A request may be approved for fewer hives to protect natural grazing.</p>',
  },
  {
    questionAr: 'كيف أطلب تصريح بحث علمي؟',
    questionEn: 'How do I apply for a scientific research permit?',
    answerAr: '<p>سجل الدخول بحساب باحث، ثم قدم الطلب من صفحة الخدمات مع عنوان البحث وملخصه والجهة التي تنتمي إليها. يجب تقديم الطلب قبل تاريخ البدء بثلاثين يوما على الأقل، ويتم الرد خلال 15 يوم عمل. اطلع على <a href="/terms-permits-researcher">ضوابط البحث العلمي</a>.</p>',
    answerEn: '<p>Sign in with a researcher account and apply from the services page with the research title, abstract and your institution. Apply at least 30 days before the start date; you receive an answer within 15 working days. See the <a href="/terms-permits-researcher">research rules</a>.</p>',
  },
  {
    questionAr: 'هل يمكنني جمع عينات من النباتات أو الصخور؟',
    questionEn: 'May I collect plant or rock samples?',
    answerAr: '<p>لا يسمح بجمع أي عينات إلا للباحثين الحاصلين على تصريح بحث علمي ينص على ذلك صراحة، وبالكميات والمواقع المحددة فيه.</p>',
    answerEn: '<p>No samples may be collected except by researchers whose scientific research permit says so, in the quantities and at the places it names.</p>',
  },
  {
    questionAr: 'هل يسمح بالطائرات المسيرة (الدرون)؟',
    questionEn: 'Are drones allowed?',
    answerAr: '<p>يمنع تشغيل الطائرات المسيرة دون موافقة مسبقة من الهيئة لأنها تزعج الطيور والحيوانات البرية. يمكن طلب الموافقة للأغراض الإعلامية أو البحثية عبر نموذج التواصل.</p>',
    answerEn: '<p>Flying drones without the authority\'s prior approval is forbidden, as they disturb birds and wildlife. Approval for media or research purposes can be requested through the contact form.</p>',
  },
  {
    questionAr: 'ما المواقع التي أنصح بزيارتها؟',
    questionEn: 'Which places should I visit?',
    answerAr: '<p>من أبرز المواقع روضة التنهات بمساحة 11 مليون متر مربع و76 نوعا نباتيا، ووادي الشوكي بطول 45 كيلومترا، وجبال العرمة بطول 100 كيلومتر، وروضة الخفس، وروضة نورة. تجد تفاصيلها في الصفحة الرئيسية.</p>',
    answerEn: '<p>Highlights include Rawdat Al-Tanhat with 11 million square metres and 76 plant species, the 45 km Wadi Al-Shawki, the 100 km Al-Armah escarpment, Rawdat Al-Khafs and Rawdat Noura. Their details are on the home page.</p>',
  },
  {
    questionAr: 'ما أفضل وقت في السنة لزيارة المحمية؟',
    questionEn: 'What is the best time of year to visit?',
    answerAr: '<p>تعد الفترة من نوفمبر إلى مارس الأنسب للزيارة، إذ يعتدل الطقس وتزهر الرياض بعد الأمطار. في الصيف ننصح بالزيارة في الساعات الأولى من الصباح وحمل كمية كافية من الماء.</p>',
    answerEn: '<p>November to March is the best time, when the weather is mild and the meadows flower after the rains. In summer, visit early in the morning and carry plenty of water.</p>',
  },
  {
    questionAr: 'هل توجد خدمات ومرافق داخل المحمية؟',
    questionEn: 'Are there services and facilities in the reserve?',
    answerAr: '<p>توجد دورات مياه ومظلات ولوحات إرشادية عند المداخل الرئيسية ومواقع التنزه. لا توجد محطات وقود أو متاجر داخل المحمية، لذا احرص على التزود بما تحتاجه قبل الدخول.</p>',
    answerEn: '<p>There are toilets, shades and information boards at the main gates and picnic sites. There are no fuel stations or shops inside the reserve, so bring what you need.</p>',
  },
  {
    questionAr: 'كيف أتصرف مع النفايات؟',
    questionEn: 'What should I do with my rubbish?',
    answerAr: '<p>خذ نفاياتك معك أو ضعها في الحاويات عند المداخل. ترك النفايات في البر مخالفة تستوجب الغرامة، وتضر بالحيوانات التي قد تبتلعها.</p>',
    answerEn: '<p>Take your rubbish with you or leave it in the bins at the gates. Leaving rubbish in the open is an offence subject to a fine, and harms animals that may swallow it.</p>',
  },
  {
    questionAr: 'كيف أشارك في التطوع مع المحمية؟',
    questionEn: 'How can I volunteer with the reserve?',
    answerAr: '<p>تنشر المحمية فرص التطوع في صفحة <a href="/volunteer">التطوع</a>، مثل التشجير وتنظيف المواقع ورصد الطيور. سجل الدخول ثم اضغط زر الانضمام في الفرصة التي تناسبك.</p>',
    answerEn: '<p>Volunteering opportunities such as tree planting, site clean-ups and bird counts are published on the <a href="/volunteer">volunteer</a> page. Sign in and press the join button of the opportunity that suits you.</p>',
  },
  {
    questionAr: 'هل تنظم المحمية جولات أو فعاليات؟',
    questionEn: 'Does the reserve run tours or events?',
    answerAr: '<p>نعم، تنظم المحمية فعاليات وورش عمل ورحلات سياحة بيئية على مدار العام. تجد مواعيدها وشروط الانضمام إليها في صفحة <a href="/events">الفعاليات</a>.</p>',
    answerEn: '<p>Yes, the reserve runs events, workshops and eco-tourism trips all year round. Their dates and how to join are on the <a href="/events">events</a> page.</p>',
  },
  {
    questionAr: 'كيف أبلغ عن مخالفة أو حيوان مصاب؟',
    questionEn: 'How do I report an offence or an injured animal?',
    answerAr: '<p>أرسل بلاغك عبر صفحة <a href="/contact-us">تواصل معنا</a> واختر نوع الرسالة شكوى، مع وصف الموقع وإرفاق صور إن أمكن. في الحالات العاجلة تواصل مع أقرب مركز للحراس عند المداخل.</p>',
    answerEn: '<p>Send your report through the <a href="/contact-us">contact us</a> page, choosing the complaint type, with a description of the place and photos if you can. For urgent cases, contact the nearest ranger post at the gates.</p>',
  },
  {
    questionAr: 'هل يمكن للشركات العمل داخل المحمية؟',
    questionEn: 'Can companies work inside the reserve?',
    answerAr: '<p>يمكن للشركات التسجيل بحساب منشأة وتقديم مقترحها الفني وخطة التنفيذ وتصريح الامتثال البيئي. تدرس الهيئة الطلب وفق الأنظمة البيئية المعمول بها.</p>',
    answerEn: '<p>Companies can register a company account and submit their technical proposal, execution plan and environmental compliance permit. The authority reviews each request under the environmental regulations in force.</p>',
  },
  {
    questionAr: 'هل يمكنني التصوير داخل المحمية؟',
    questionEn: 'May I take photographs in the reserve?',
    answerAr: '<p>التصوير الشخصي مسموح في المناطق المفتوحة للزوار، مع المحافظة على مسافة آمنة من الحيوانات وعدم إطعامها. يحتاج التصوير التجاري أو الإعلامي إلى موافقة مسبقة من الهيئة.</p>',
    answerEn: '<p>Personal photography is allowed in the areas open to visitors, keeping a safe distance from animals and never feeding them. Commercial or media filming needs the authority\'s prior approval.</p>',
  },
  {
    questionAr: 'كيف أتابع طلباتي وأعدل بياناتي؟',
    questionEn: 'How do I follow my requests and update my details?',
    answerAr: '<p>من صفحة الملف الشخصي بعد تسجيل الدخول يمكنك متابعة تصاريحك وطلبات التوظيف والأنشطة التي انضممت إليها، وتعديل بياناتك وكلمة المرور ولغة المراسلات.</p>',
    answerEn: '<p>After signing in, your profile page shows your permits, job applications and the activities you joined, and lets you update your details, password and the language of our e-mails.</p>',
  },
];
