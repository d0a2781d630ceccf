import type { Locale } from '../../i18n/locale';
import type { LegalText } from './legal-document';

/** The portal's terms of use and privacy (spec 000 §2: /terms), in both languages; section ids are the same in each. */
export const termsText: Record<Locale, LegalText> = {
  ar: {
    intro: [
      'مرحبا بك في البوابة الإلكترونية لهيئة تطوير المحمية الملكية. تحدد هذه الشروط والأحكام القواعد التي تحكم استخدامك للبوابة وخدماتها الإلكترونية، بما فيها طلب التصاريح والتسجيل في الأنشطة والتقديم على الوظائف والمشاركة في الاستبيانات.',
      'باستخدامك للبوابة فإنك تقر بأنك قرأت هذه الشروط وفهمتها وتوافق على الالتزام بها. إذا كنت لا توافق على أي منها فيرجى التوقف عن استخدام البوابة.',
    ],
    sections: [
      {
        id: 'usage-restrictions',
        heading: 'قيود الاستخدام',
        blocks: [
          'تتيح الهيئة البوابة للاستخدام الشخصي وغير التجاري، ولأغراض التعامل مع الهيئة والاستفادة من خدماتها فقط. ويلتزم المستخدم بما يلي:',
          {
            list: [
              'عدم استخدام البوابة في أي غرض مخالف للأنظمة المعمول بها في المملكة العربية السعودية أو للآداب العامة.',
              'تقديم بيانات صحيحة ودقيقة ومحدثة عند التسجيل أو تقديم أي طلب، وتحمل مسؤولية ما يترتب على تقديم بيانات غير صحيحة.',
              'المحافظة على سرية بيانات الدخول إلى حسابه وعدم مشاركتها مع الغير، وإبلاغ الهيئة فورا عن أي استخدام غير مصرح به للحساب.',
              'عدم محاولة الوصول غير المصرح به إلى أي جزء من البوابة أو أنظمتها أو قواعد بياناتها، أو تعطيلها أو إثقالها بطلبات آلية.',
              'عدم نسخ محتوى البوابة أو إعادة نشره أو بيعه أو استغلاله تجاريا دون إذن كتابي مسبق من الهيئة.',
              'عدم انتحال شخصية أي فرد أو جهة، أو تقديم طلبات باسم الغير دون تفويض نظامي.',
            ],
          },
          'يحق للهيئة تعليق الحساب أو إلغاؤه أو رفض الطلبات المقدمة منه عند مخالفة أي من هذه الشروط، دون الإخلال بحقها في اتخاذ الإجراءات النظامية.',
        ],
      },
      {
        id: 'linking',
        heading: 'الروابط',
        blocks: [
          'يجوز إنشاء رابط نصي إلى الصفحة الرئيسية للبوابة أو إلى أي من صفحاتها العامة، بشرط ألا يوحي الرابط بوجود شراكة أو رعاية أو تأييد من الهيئة لم يتم الاتفاق عليه، وألا يعرض محتوى البوابة داخل إطار أو صفحة تابعة لموقع آخر.',
          'لا يجوز وضع روابط إلى البوابة في مواقع تحتوي على محتوى مخالف للأنظمة أو مسيء أو مضلل. وللهيئة أن تطلب إزالة أي رابط في أي وقت.',
          'قد تحتوي البوابة على روابط لمواقع تديرها جهات أخرى، وتوفر هذه الروابط لتسهيل الوصول فقط. لا تتحمل الهيئة أي مسؤولية عن محتوى تلك المواقع أو سياسات الخصوصية فيها أو دقة ما تنشره.',
        ],
      },
      {
        id: 'ownership',
        heading: 'الملكية الفكرية',
        blocks: [
          'جميع المحتويات المنشورة في البوابة، من نصوص وصور وخرائط وشعارات وتصاميم وبرمجيات وقواعد بيانات، مملوكة للهيئة أو مرخصة لها، ومحمية بموجب أنظمة حماية حقوق المؤلف والعلامات التجارية في المملكة العربية السعودية والاتفاقيات الدولية ذات الصلة.',
          'يجوز عرض المحتوى وطباعته للاستخدام الشخصي مع الإشارة إلى المصدر. ولا يجوز تعديله أو استخدام شعار الهيئة أو علاماتها بأي شكل دون موافقة كتابية مسبقة.',
          'يحتفظ مقدمو الأبحاث والمواد بحقوقهم الفكرية فيما يقدمونه، ويمنحون الهيئة حق استخدامه في حدود الغرض الذي قدم من أجله.',
        ],
      },
      {
        id: 'jurisdiction',
        heading: 'القانون الواجب التطبيق والاختصاص القضائي',
        blocks: [
          'تخضع هذه الشروط والأحكام وتفسر وفقا للأنظمة المعمول بها في المملكة العربية السعودية. وتختص المحاكم والجهات القضائية المختصة في مدينة الرياض بالنظر في أي نزاع ينشأ عن استخدام البوابة أو يتعلق بهذه الشروط.',
          'إذا قضي ببطلان أي بند من هذه الشروط أو تعذر تنفيذه، فلا يؤثر ذلك على صحة بقية البنود ونفاذها.',
        ],
      },
      {
        id: 'liability',
        heading: 'حدود المسؤولية',
        blocks: [
          'تبذل الهيئة عناية معقولة لضمان دقة المعلومات المنشورة في البوابة وتوافر خدماتها، إلا أنها لا تتحمل المسؤولية عن أي ضرر مباشر أو غير مباشر ينتج عن:',
          {
            list: [
              'استخدام البوابة أو تعذر استخدامها أو انقطاع خدماتها لأي سبب، بما في ذلك أعمال الصيانة.',
              'الاعتماد على المعلومات المنشورة فيها دون التحقق منها لدى الهيئة، ومنها مواعيد الفعاليات وأحوال الطرق والطقس.',
              'أي فقد للبيانات أو تلف لها أثناء نقلها عبر الإنترنت.',
              'تصرفات المستخدمين الآخرين أو الجهات التي ترتبط بها البوابة بروابط.',
            ],
          },
          'لا يعفي الحصول على تصريح عبر البوابة صاحبه من الالتزام بالأنظمة البيئية وتعليمات الحراس داخل المحمية، ويتحمل الزائر مسؤولية سلامته وسلامة مرافقيه أثناء الزيارة.',
        ],
      },
      {
        id: 'viruses',
        heading: 'الفيروسات والبرمجيات الضارة',
        blocks: [
          'تتخذ الهيئة التدابير التقنية المناسبة لحماية البوابة، وتفحص الملفات المرفوعة إليها، لكنها لا تضمن خلو البوابة أو الملفات المتاحة للتنزيل منها من الفيروسات أو البرمجيات الضارة. وعلى المستخدم استخدام برامج الحماية المناسبة على أجهزته.',
          'يحظر رفع أو إرسال أي ملف يحتوي على فيروسات أو برمجيات ضارة أو أي شيفرة تهدف إلى الإضرار بالبوابة أو بمستخدميها أو التجسس عليهم، ويعد ذلك مخالفة لنظام مكافحة الجرائم المعلوماتية تحيلها الهيئة إلى الجهات المختصة.',
        ],
      },
      {
        id: 'disclaimer',
        heading: 'إخلاء المسؤولية',
        blocks: [
          'تقدم البوابة ومحتواها وخدماتها "كما هي" و"حسب توفرها"، دون أي ضمانات صريحة أو ضمنية بملاءمتها لغرض معين أو بخلوها من الأخطاء أو بعدم انقطاعها.',
          'المعلومات المنشورة في البوابة للاستخدام العام وقد تتغير دون إشعار مسبق. ولا تعد أي معلومة فيها استشارة نظامية أو فنية، ويعد قرار الهيئة المبلغ رسميا هو المرجع في أي طلب أو تصريح.',
        ],
      },
      {
        id: 'indemnification',
        heading: 'التعويض',
        blocks: [
          'يتعهد المستخدم بتعويض الهيئة ومنسوبيها وإبراء ذمتهم من أي مطالبات أو خسائر أو أضرار أو تكاليف، بما فيها أتعاب المحاماة المعقولة، تنشأ عن مخالفته لهذه الشروط أو للأنظمة المعمول بها، أو عن أي محتوى يقدمه عبر البوابة، أو عن تعديه على حقوق أي طرف آخر.',
        ],
      },
      {
        id: 'comment-standards',
        heading: 'معايير المشاركات والتعليقات',
        blocks: [
          'تنطبق هذه المعايير على كل ما يرسله المستخدم عبر البوابة، من رسائل التواصل وإجابات الاستبيانات وطلبات الوظائف والأبحاث. ويجب أن تكون المشاركة:',
          {
            list: [
              'صحيحة فيما تذكره من وقائع، ومعبرة عن رأي صاحبها بصدق فيما تبديه من آراء.',
              'خالية من أي إساءة أو تشهير أو تمييز أو تحريض، ومن الألفاظ النابية أو المحتوى المخل بالآداب.',
              'خالية من الإعلانات التجارية والرسائل المتكررة والروابط غير ذات الصلة.',
              'محترمة لخصوصية الآخرين، فلا تتضمن بياناتهم الشخصية أو صورهم دون إذنهم.',
              'غير منتهكة لحقوق الملكية الفكرية لأي طرف.',
            ],
          },
          'يحق للهيئة حذف أي مشاركة أو عدم الاعتداد بها إذا خالفت هذه المعايير، دون حاجة إلى إشعار صاحبها.',
        ],
      },
      {
        id: 'privacy',
        heading: 'الخصوصية وحماية البيانات الشخصية',
        blocks: [
          'تجمع الهيئة البيانات الشخصية التي تقدمها عند التسجيل وتقديم الطلبات، مثل الاسم ورقم الهوية والبريد الإلكتروني ورقم الجوال، وتستخدمها لتقديم الخدمات التي تطلبها والتواصل معك بشأنها فقط، وفقا لنظام حماية البيانات الشخصية في المملكة العربية السعودية.',
          'لا تبيع الهيئة بياناتك ولا تشاركها مع أي جهة إلا بما يقتضيه النظام أو بما يلزم لتقديم الخدمة. وتحفظ كلمات المرور مشفرة بطريقة لا تسمح لأحد، بما في ذلك الهيئة، بالاطلاع عليها.',
          'يمكنك الاطلاع على بياناتك وتصحيحها من ملفك الشخصي، كما يمكنك حذف حسابك في أي وقت. وتحتفظ الهيئة بعد الحذف بسجلات التصاريح وقراراتها بالقدر الذي تفرضه الأنظمة فقط.',
        ],
      },
      {
        id: 'cookies',
        heading: 'ملفات تعريف الارتباط',
        blocks: [
          'تستخدم البوابة عددا محدودا من ملفات تعريف الارتباط والتخزين المحلي في متصفحك، وهي ضرورية لعملها:',
          {
            list: [
              'حفظ اللغة التي اخترتها لعرض الصفحات بها.',
              'إبقاؤك مسجلا للدخول على هذا الجهاز حتى تسجل الخروج.',
              'حفظ عدد محاولات الدخول غير الناجحة لطلب التحقق عند تكرارها.',
              'تمييز المتصفح عند الإعجاب بخبر أو الإجابة عن استبيان دون تسجيل الدخول، منعا للتكرار.',
            ],
          },
          'لا تستخدم البوابة ملفات تعريف ارتباط إعلانية أو لتتبع المستخدمين عبر المواقع. ويمكنك حذف هذه الملفات من إعدادات متصفحك، لكن ذلك قد يؤدي إلى تسجيل خروجك وإعادة اللغة إلى العربية.',
        ],
      },
      {
        id: 'changes',
        heading: 'تعديل الشروط والتواصل',
        blocks: [
          'يحق للهيئة تعديل هذه الشروط والأحكام في أي وقت، ويسري التعديل من تاريخ نشره في هذه الصفحة. ويعد استمرارك في استخدام البوابة بعد النشر موافقة على الشروط المعدلة.',
          'لأي استفسار عن هذه الشروط أو عن بياناتك الشخصية يمكنك مراسلتنا عبر صفحة تواصل معنا.',
        ],
      },
    ],
  },
  en: {
    intro: [
      "Welcome to the portal of the Royal Reserve Development Authority. These terms and conditions govern your use of the portal and its online services, including permit requests, joining activities, job applications and surveys.",
      'By using the portal you confirm that you have read and understood these terms and agree to be bound by them. If you do not agree with any of them, please stop using the portal.',
    ],
    sections: [
      {
        id: 'usage-restrictions',
        heading: 'Restrictions on use',
        blocks: [
          "The authority provides the portal for personal, non-commercial use, and only for dealing with the authority and using its services. As a user you agree:",
          {
            list: [
              'Not to use the portal for any purpose that breaks the laws of the Kingdom of Saudi Arabia or public decency.',
              'To give true, accurate and up-to-date information when you register or make a request, and to bear the consequences of giving false information.',
              'To keep your sign-in details secret, not to share them with anyone, and to tell the authority at once of any unauthorised use of your account.',
              'Not to attempt unauthorised access to any part of the portal, its systems or databases, nor to disrupt it or overload it with automated requests.',
              "Not to copy, republish, sell or commercially exploit the portal's content without the authority's prior written permission.",
              'Not to impersonate any person or body, nor to make requests on behalf of others without lawful authorisation.',
            ],
          },
          'The authority may suspend or close an account, or refuse its requests, if any of these terms is broken, without prejudice to its right to take legal action.',
        ],
      },
      {
        id: 'linking',
        heading: 'Linking',
        blocks: [
          'You may link in text to the home page or to any public page of the portal, provided the link does not suggest a partnership, sponsorship or endorsement by the authority that has not been agreed, and does not show the portal inside a frame or page of another site.',
          'Links to the portal may not be placed on sites with unlawful, offensive or misleading content. The authority may ask for any link to be removed at any time.',
          'The portal may link to sites run by others, for convenience only. The authority is not responsible for their content, their privacy policies or the accuracy of what they publish.',
        ],
      },
      {
        id: 'ownership',
        heading: 'Intellectual property',
        blocks: [
          'All content on the portal, including text, photographs, maps, logos, designs, software and databases, is owned by or licensed to the authority and protected by the copyright and trademark laws of the Kingdom of Saudi Arabia and the relevant international agreements.',
          "You may view and print content for personal use, citing its source. You may not alter it, nor use the authority's logo or marks in any way, without prior written consent.",
          'People who submit research or other material keep their intellectual property in it, and grant the authority the right to use it for the purpose for which it was submitted.',
        ],
      },
      {
        id: 'jurisdiction',
        heading: 'Governing law and jurisdiction',
        blocks: [
          'These terms are governed by and interpreted under the laws of the Kingdom of Saudi Arabia. The competent courts and judicial bodies in Riyadh have jurisdiction over any dispute arising from the use of the portal or relating to these terms.',
          'If any provision of these terms is held invalid or unenforceable, the remaining provisions stay valid and in force.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        blocks: [
          'The authority takes reasonable care over the accuracy of the information on the portal and the availability of its services, but it is not liable for any direct or indirect loss arising from:',
          {
            list: [
              'Using the portal, being unable to use it, or the interruption of its services for any reason, including maintenance.',
              'Relying on information published on it without checking with the authority, including event dates, road conditions and weather.',
              'Any loss or corruption of data in transit over the internet.',
              'The actions of other users or of sites the portal links to.',
            ],
          },
          "A permit obtained through the portal does not release its holder from the environmental regulations or from following rangers' instructions in the reserve. Visitors are responsible for their own safety and that of the people with them.",
        ],
      },
      {
        id: 'viruses',
        heading: 'Viruses and malicious software',
        blocks: [
          'The authority takes appropriate technical measures to protect the portal and checks the files uploaded to it, but it does not guarantee that the portal or the files available from it are free of viruses or malicious software. Users should run suitable protection on their own devices.',
          'Uploading or sending any file containing viruses, malicious software or code meant to harm, disrupt or spy on the portal or its users is forbidden; it is an offence under the Anti-Cyber Crime Law, and the authority refers it to the competent authorities.',
        ],
      },
      {
        id: 'disclaimer',
        heading: 'Disclaimer',
        blocks: [
          'The portal, its content and services are provided "as is" and "as available", without any express or implied warranty of fitness for a particular purpose, of freedom from errors, or of uninterrupted service.',
          "Information on the portal is for general use and may change without notice. Nothing on it is legal or technical advice; the authority's decision, as formally notified, is what counts for any request or permit.",
        ],
      },
      {
        id: 'indemnification',
        heading: 'Indemnification',
        blocks: [
          'You agree to indemnify and hold harmless the authority and its staff from any claims, losses, damages or costs, including reasonable legal fees, arising from your breach of these terms or of the law, from any content you submit through the portal, or from your infringement of the rights of any third party.',
        ],
      },
      {
        id: 'comment-standards',
        heading: 'Standards for contributions',
        blocks: [
          'These standards apply to everything you send through the portal, including contact messages, survey answers, job applications and research. Every contribution must:',
          {
            list: [
              'Be accurate where it states facts, and genuinely held where it states opinions.',
              'Contain nothing abusive, defamatory, discriminatory or inciting, and no obscene language or indecent material.',
              'Contain no advertising, repeated messages or unrelated links.',
              "Respect others' privacy: no personal data or photos of other people without their consent.",
              "Not infringe anyone's intellectual property.",
            ],
          },
          'The authority may delete or disregard any contribution that breaks these standards, without notice to its sender.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Privacy and personal data',
        blocks: [
          'The authority collects the personal data you give when you register and make requests, such as your name, identity number, e-mail address and mobile number, and uses it only to provide the services you ask for and to contact you about them, in line with the Personal Data Protection Law of the Kingdom of Saudi Arabia.',
          'The authority does not sell your data and shares it with no one except as the law requires or as needed to provide the service. Passwords are stored in a form that no one, the authority included, can read.',
          "You can see and correct your data on your profile, and you can delete your account at any time. After deletion the authority keeps records of permits and their decisions only as far as the law requires.",
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          'The portal uses a small number of cookies and local storage entries in your browser, all needed for it to work:',
          {
            list: [
              'Remembering the language you chose for the pages.',
              'Keeping you signed in on this device until you sign out.',
              'Counting failed sign-in attempts, to ask for a check when they repeat.',
              'Recognising your browser when you like a news item or answer a survey without signing in, so that it counts once.',
            ],
          },
          'The portal uses no advertising cookies and does not track users across sites. You can delete these entries in your browser settings, but you will then be signed out and the pages will return to Arabic.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes and contact',
        blocks: [
          'The authority may change these terms at any time; a change applies from the date it is published on this page. Continuing to use the portal after that means you accept the changed terms.',
          'For any question about these terms or about your personal data, write to us through the contact us page.',
        ],
      },
    ],
  },
};
