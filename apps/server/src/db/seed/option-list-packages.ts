import type { PackageOptionList } from '../schema/index.ts';
import { aed, bi, html, type Bi, type Calendar } from './context.ts';
import type { PackageSeed } from './destinations-and-packages.ts';
import { amenities, meal, pickup, slot, terms } from './experiences.ts';

/**
 * The option-list packages of spec part 1 §9: the first booking step is a list of priced options
 * instead of adult and child counters. Ids and prices are the specification's; names, places and
 * everything else are the demo's. An exclusive option ('All Days', 'Full Program', or one of
 * several durations) unchecks the others when picked.
 *
 * The specification says only that "some" of these use the child price alone and does not name
 * them; the demo makes the children's programmes child-price-only: 2502, 2807, 3093 and 3096.
 */

/** `date`: the day the option is for (a concert's night), YYYY-MM-DD. */
type Option = [id: string, label: Bi, priceAed: number, exclusive?: 'exclusive' | null, date?: string];

function options(childPriceOnly: boolean, list: Option[], notes?: Bi): PackageOptionList {
  return {
    childPriceOnly,
    options: list.map(([id, label, price, exclusive, date]) => ({
      id,
      label: label.en,
      arabicLabel: label.ae,
      priceFils: aed(price),
      exclusive: exclusive === 'exclusive',
      ...(date ? { date } : {}),
    })),
    ...(notes ? { notes } : {}),
  };
}

type OptionPackage = Omit<PackageSeed, 'adult' | 'child' | 'optionList' | 'id'> & { id: number; optionList: PackageOptionList };

/** The card price is the cheapest option, in the adult price or, for child-only packages, the child price. */
function optionPackage(p: OptionPackage): PackageSeed {
  const cheapest = Math.min(...p.optionList.options.map((o) => o.priceFils)) / 100;
  return { ...p, adult: p.optionList.childPriceOnly ? null : cheapest, child: p.optionList.childPriceOnly ? cheapest : null };
}

const membership = (childPriceOnly: boolean, notes: Bi): PackageOptionList =>
  options(
    childPriceOnly,
    [
      ['day', bi('Day pass', 'تذكرة يوم واحد'), 30, 'exclusive'],
      ['month', bi('One month', 'شهر واحد'), 150, 'exclusive'],
      ['six-months', bi('Six months', 'ستة أشهر'), 400, 'exclusive'],
      ['year', bi('One year', 'سنة كاملة'), 1500, 'exclusive'],
    ],
    notes,
  );

const childNameNote = bi("Write the child's name and date of birth.", 'اكتب اسم الطفل وتاريخ ميلاده.');

export function optionListPackages(cal: Calendar): PackageSeed[] {
  const festival = [cal.plus(14), cal.plus(15), cal.plus(16), cal.plus(17)];
  const calligraphySaturdays = cal.upcoming([6], 4);
  return [
    optionPackage({
      id: 2501,
      slug: 'khor-fakkan-amphitheatre-concerts',
      destination: 'khor-fakkan',
      name: bi('Khor Fakkan Amphitheatre Concert Series', 'سلسلة حفلات مسرح خورفكان'),
      scene: 'night',
      steps: [],
      tags: ['couples', 'friends', 'top-experiences'],
      offer: bi('Festival Pass', 'تذكرة المهرجان'),
      rating: 4.8,
      about: bi(
        html(
          [
            'Four evenings of music in the open-air amphitheatre above Khor Fakkan bay. Choose the nights you want, or take the All Days pass for every concert.',
          ],
          ['Reserved seating', 'Gates open one hour before each concert'],
        ),
        html(
          [
            'أربع أمسيات موسيقية في المسرح المكشوف المطلّ على خليج خورفكان. اختر الليالي التي تريدها، أو احصل على تذكرة كل الأيام لحضور الحفلات جميعها.',
          ],
          ['مقاعد محجوزة', 'تُفتح البوابات قبل كل حفلة بساعة'],
        ),
      ),
      amenities: amenities.park,
      terms: terms.dated,
      startDate: festival[0] ?? null,
      endDate: festival.at(-1) ?? null,
      eventDates: festival,
      optionList: options(false, [
        ['all-days', bi('All Days', 'كل الأيام'), 290, 'exclusive'],
        // each night on its festival day
        ['opening-gala', bi('Opening Gala Night', 'ليلة الافتتاح'), 276, null, festival[0]],
        ['oud-and-strings', bi('Oud and Strings Evening', 'أمسية العود والوتريات'), 120, null, festival[1]],
        ['youth-bands', bi('Youth Bands Night', 'ليلة الفرق الشبابية'), 75, null, festival[2]],
        ['closing-night', bi('Closing Night', 'ليلة الختام'), 150, null, festival[3]],
      ]),
    }),
    optionPackage({
      id: 2502,
      slug: 'junior-marine-biologist-camp',
      destination: 'sharjah-aquarium',
      name: bi('Junior Marine Biologist Camp', 'مخيم عالِم الأحياء البحرية الصغير'),
      steps: [],
      tags: ['family', 'kids'],
      about: bi(
        html([
          'Four weeks of marine science for ages 8 to 13: daily sessions with the aquarists, a beach clean-up at Al Khan and a final project presented to the parents.',
        ]),
        html([
          'أربعة أسابيع من علوم البحار للأعمار من 8 إلى 13 سنة: جلسات يومية مع اختصاصيي الأحياء المائية، وحملة لتنظيف شاطئ الخان، ومشروع ختامي يعرضه المشاركون أمام أهاليهم.',
        ]),
      ),
      amenities: amenities.museum,
      startDate: cal.plus(21),
      endDate: cal.plus(49),
      optionList: options(
        true,
        [['full-camp', bi('Four-week camp, Sunday to Thursday', 'المخيم كاملاً: أربعة أسابيع من الأحد إلى الخميس'), 744]],
        bi("Write the camper's name and age.", 'اكتب اسم المشارك وعمره.'),
      ),
    }),
    optionPackage({
      id: 2503,
      slug: 'sailing-course-for-beginners',
      destination: 'khor-fakkan',
      name: bi('Sailing Course for Beginners', 'دورة الإبحار للمبتدئين'),
      scene: 'sea',
      steps: ['time'],
      tags: ['couples', 'friends'],
      about: bi(
        html([
          'Learn to sail a small dinghy in the sheltered water of Khor Fakkan bay with certified instructors. All equipment is provided.',
        ]),
        html(['تعلّم الإبحار بقارب شراعي صغير في مياه خليج خورفكان الهادئة مع مدرّبين معتمدين. نوفّر جميع المعدات.']),
      ),
      terms: terms.water,
      startDate: cal.plus(10),
      endDate: cal.plus(38),
      slots: [slot('08:00', 8, 4), slot('15:30', 8, 4)],
      optionList: options(false, [
        ['course', bi('Eight lessons over four weekends', 'ثمانية دروس على مدى أربع عطلات أسبوعية'), 720],
      ]),
    }),
    optionPackage({
      id: 2504,
      slug: 'desert-survival-camp',
      destination: 'mleiha-archaeological-centre',
      name: bi('Desert Survival Camp', 'مخيم مهارات البقاء في الصحراء'),
      scene: 'desert',
      steps: ['transport'],
      tags: ['friends', 'family'],
      about: bi(
        html([
          'Three days in the Mleiha desert learning the skills of the Bedouin: finding shade and water, reading the stars, making fire and baking bread in the sand.',
        ]),
        html([
          'ثلاثة أيام في صحراء مليحة لتعلّم مهارات البدو: البحث عن الظل والماء، والاهتداء بالنجوم، وإشعال النار، وخَبز الخبز في الرمل.',
        ]),
      ),
      amenities: amenities.camp,
      terms: terms.outdoor,
      startDate: cal.plus(30),
      endDate: cal.plus(32),
      transports: [pickup.sharjah],
      optionList: options(false, [['camp', bi('Three days, two nights', 'ثلاثة أيام وليلتان'), 780]]),
    }),
    optionPackage({
      id: 2505,
      slug: 'stand-up-paddle-course',
      destination: 'al-majaz-waterfront',
      name: bi('Stand-Up Paddle Course', 'دورة التجديف وقوفاً'),
      scene: 'lagoon',
      steps: ['date'],
      tags: ['couples', 'friends'],
      about: bi(
        html([
          'Four one-hour lessons on Khalid Lagoon, from kneeling on the board to your first turns. The first lesson is on the date you choose and the others on the three days after it.',
        ]),
        html([
          'أربعة دروس مدة كل منها ساعة في بحيرة خالد، من الجلوس على اللوح حتى أول انعطافة لك. يكون الدرس الأول في التاريخ الذي تختاره، وتليه الدروس الأخرى في الأيام الثلاثة التالية.',
        ]),
      ),
      terms: terms.water,
      optionList: options(false, [['course', bi('Four lessons', 'أربعة دروس'), 360]]),
    }),
    optionPackage({
      id: 2596,
      slug: 'heritage-crafts-summer-camp',
      destination: 'sharjah-museum-of-islamic-civilization',
      name: bi('Heritage Crafts Summer Camp', 'مخيم الحِرف التراثية الصيفي'),
      scene: 'textile',
      steps: ['transport', 'meal'],
      tags: ['family', 'kids'],
      about: bi(
        html([
          "Two weeks with master craftspeople for ages 12 and over: Sadu weaving, talli braiding, palm-frond work and calligraphy, with a visit to the museum's collections every day.",
        ]),
        html([
          'أسبوعان مع حرفيين متمرّسين لمن هم في الثانية عشرة فما فوق: نسيج السدو وتطريز التلّي وسفّ الخوص والخط العربي، مع زيارة يومية لمقتنيات المتحف.',
        ]),
      ),
      amenities: amenities.museum,
      startDate: cal.plus(35),
      endDate: cal.plus(46),
      transports: [pickup.sharjah],
      meals: [{ name: bi('Lunch for the whole camp', 'وجبات الغداء طوال المخيم'), price: 150 }],
      optionList: options(
        false,
        [['camp', bi('Two weeks, Monday to Thursday', 'أسبوعان، من الاثنين إلى الخميس'), 780]],
        bi("Write each participant's name and age.", 'اكتب اسم كل مشارك وعمره.'),
      ),
    }),
    optionPackage({
      id: 2595,
      slug: 'archaeology-explorers-week',
      destination: 'mleiha-archaeological-centre',
      name: bi('Archaeology Explorers Week', 'أسبوع المستكشفين الأثريين'),
      scene: 'heritage',
      steps: ['meal'],
      tags: ['family', 'kids'],
      about: bi(
        html([
          "A week of digging in the sand pit, sorting pottery and drawing finds with the centre's archaeologists. For explorers aged 9 to 14.",
        ]),
        html([
          'أسبوع من التنقيب في حفرة الرمل وفرز الفخار ورسم اللُّقى مع علماء الآثار في المركز. للمستكشفين من عمر 9 إلى 14 سنة.',
        ]),
      ),
      amenities: amenities.museum,
      startDate: cal.plus(20),
      endDate: cal.plus(24),
      meals: [{ name: bi('Lunch for the week', 'وجبات الغداء طوال الأسبوع'), price: 100 }],
      optionList: options(false, [['week', bi('Five mornings, Monday to Friday', 'خمسة صباحات من الاثنين إلى الجمعة'), 290]]),
    }),
    optionPackage({
      id: 2633,
      slug: 'islamic-calligraphy-workshops',
      destination: 'sharjah-museum-of-islamic-civilization',
      name: bi('Islamic Calligraphy Workshop Series', 'سلسلة ورش الخط العربي'),
      steps: [],
      tags: ['couples', 'friends'],
      rating: 4.9,
      about: bi(
        html([
          "Four Saturday workshops with a master calligrapher in the museum's learning centre. Take the full programme, or join only the sessions you want.",
        ]),
        html([
          'أربع ورش في أيام السبت مع خطّاط متمرّس في مركز التعلّم بالمتحف. اشترك في البرنامج كاملاً، أو اختر الحصص التي تريدها فقط.',
        ]),
      ),
      amenities: amenities.museum,
      startDate: calligraphySaturdays[0] ?? null,
      endDate: calligraphySaturdays.at(-1) ?? null,
      eventDates: calligraphySaturdays,
      optionList: options(false, [
        ['full-program', bi('Full Program', 'البرنامج كاملاً'), 450, 'exclusive'],
        ['naskh', bi('Session 1: Naskh basics', 'الحصة الأولى: أساسيات خط النسخ'), 120],
        ['thuluth', bi('Session 2: Thuluth letterforms', 'الحصة الثانية: حروف خط الثلث'), 135],
        ['diwani', bi('Session 3: Diwani script', 'الحصة الثالثة: الخط الديواني'), 135],
        ['tazhib', bi('Session 4: Illumination (tazhib)', 'الحصة الرابعة: فن التذهيب'), 150],
      ]),
    }),
    optionPackage({
      id: 2634,
      slug: 'family-astrolabe-workshop',
      destination: 'sharjah-museum-of-islamic-civilization',
      name: bi('Family Astrolabe Workshop', 'ورشة الأسطرلاب العائلية'),
      steps: ['date'],
      tags: ['family', 'kids'],
      about: bi(
        html([
          'Build and decorate a paper astrolabe together, then find the real ones in the science gallery and learn how travellers told the time by the stars.',
        ]),
        html([
          'اصنعوا معاً أسطرلاباً من الورق وزيّنوه، ثم ابحثوا عن الأسطرلابات الحقيقية في قاعة العلوم، وتعرّفوا كيف عرف المسافرون الوقت بالنجوم.',
        ]),
      ),
      amenities: amenities.museum,
      // Fridays and Saturdays only
      disabledWeeks: [0, 1, 2, 3, 4],
      optionList: options(false, [['family', bi('Family workshop, up to 4 people', 'ورشة عائلية حتى 4 أشخاص'), 200]]),
    }),
    optionPackage({
      id: 749,
      slug: 'shark-feeding-talk',
      destination: 'sharjah-aquarium',
      name: bi('Shark Feeding Talk', 'حديث إطعام أسماك القرش'),
      steps: ['date', 'time'],
      tags: ['family', 'kids'],
      about: bi(
        html([
          'Watch the divers feed the reef sharks from the front row while an aquarist answers every question about these misunderstood animals.',
        ]),
        html([
          'شاهد الغوّاصين وهم يطعمون أسماك قرش الشعاب من الصف الأول، بينما يجيب اختصاصي الأحياء المائية عن أسئلتك حول هذه الكائنات التي يُساء فهمها.',
        ]),
      ),
      terms: terms.dated,
      slots: [slot('11:00', 20, 20), slot('16:00', 20, 20)],
      optionList: options(false, [['single-session', bi('Single session', 'حصة واحدة'), 50]]),
    }),
    optionPackage({
      id: 2734,
      slug: 'butterfly-macro-photography-workshop',
      destination: 'al-noor-island',
      name: bi('Butterfly Macro Photography Workshop', 'ورشة التصوير المقرّب للفراشات'),
      steps: ['date', 'time'],
      tags: ['couples', 'friends'],
      about: bi(
        html([
          'Two hours in the Butterfly House with a professional photographer: light, focus and patience, with macro lenses to borrow.',
        ]),
        html(['ساعتان في بيت الفراشات مع مصوّر محترف: الضوء والتركيز والصبر، مع عدسات للتصوير المقرّب تستعيرها خلال الورشة.']),
      ),
      terms: terms.dated,
      slots: [slot('09:00', 8, 0), slot('15:00', 8, 0)],
      optionList: options(false, [['workshop', bi('Workshop seat, camera provided', 'مقعد في الورشة مع كاميرا'), 200]]),
    }),
    optionPackage({
      id: 2807,
      slug: 'qasba-puppet-theatre',
      destination: 'al-qasba',
      name: bi('Al Qasba Puppet Theatre', 'مسرح الدمى في القصباء'),
      scene: 'city',
      steps: ['date', 'time'],
      tags: ['family', 'kids', 'family-favourites'],
      rating: 4.6,
      about: bi(
        html([
          'A 50-minute puppet show of old Emirati tales, with songs the children can join in. Seats are sold for children; accompanying adults are welcome.',
        ]),
        html([
          'عرض دمى مدته 50 دقيقة يحكي قصصاً إماراتية قديمة، مع أغانٍ يشارك فيها الأطفال. تُباع المقاعد للأطفال، ويُرحَّب بمرافقيهم من البالغين.',
        ]),
      ),
      terms: terms.dated,
      slots: [slot('17:00', null, 60), slot('19:00', null, 60)],
      optionList: options(true, [
        ['individual', bi('Individual ticket', 'تذكرة فردية'), 35, 'exclusive'],
        ['family-of-4', bi('Family of 4', 'تذكرة عائلية لأربعة أشخاص'), 100, 'exclusive'],
      ]),
    }),
    optionPackage({
      id: 3021,
      slug: 'private-dhow-charter',
      destination: 'khor-fakkan',
      name: bi('Private Dhow Charter', 'رحلة خاصة بالمركب التقليدي'),
      scene: 'sea',
      steps: ['date', 'time', 'meal'],
      tags: ['couples', 'friends', 'family'],
      about: bi(
        html([
          'Your own dhow and crew for two hours around Khor Fakkan bay: a family outing, a birthday or a sunset with friends.',
        ]),
        html(['مركب تقليدي وطاقمه لك وحدك لمدة ساعتين في خليج خورفكان: لنزهة عائلية أو عيد ميلاد أو غروب مع الأصدقاء.']),
      ),
      amenities: amenities.boat,
      terms: terms.water,
      slots: [slot('10:00', null, null), slot('16:30', null, null)],
      meals: [meal.seafoodLunch],
      optionList: options(false, [['charter', bi('Private charter for up to 10 guests', 'رحلة خاصة حتى 10 ضيوف'), 500]]),
    }),
    optionPackage({
      id: 3092,
      slug: 'khor-fakkan-jet-ski',
      destination: 'khor-fakkan',
      name: bi('Jet Ski Ride', 'جولة بالدراجة المائية'),
      scene: 'sea',
      steps: ['date', 'time'],
      tags: ['friends'],
      about: bi(
        html([
          "Ride a jet ski along Khor Fakkan's coast after a safety briefing, with a marshal close by. Drivers must be 16 or older; passengers from 8.",
        ]),
        html([
          'انطلق بالدراجة المائية على امتداد ساحل خورفكان بعد شرح تعليمات السلامة، وبالقرب منك مشرف. يجب ألا يقل عمر السائق عن 16 عاماً، والراكب عن 8 أعوام.',
        ]),
      ),
      terms: terms.water,
      slots: [slot('09:00', 4, 0), slot('11:00', 4, 0), slot('15:00', 4, 0)],
      optionList: options(false, [
        ['one-hour', bi('One hour', 'ساعة واحدة'), 250, 'exclusive'],
        ['two-hours', bi('Two hours', 'ساعتان'), 450, 'exclusive'],
      ]),
    }),
    optionPackage({
      id: 3104,
      slug: 'electric-boat-hire',
      destination: 'al-majaz-waterfront',
      name: bi('Electric Boat Hire', 'استئجار قارب كهربائي'),
      scene: 'lagoon',
      steps: ['date', 'time'],
      tags: ['couples', 'family'],
      about: bi(
        html([
          'Captain your own quiet electric boat on Khalid Lagoon, with room for six. No licence needed: a short briefing and you are off.',
        ]),
        html(['قُد قاربك الكهربائي الهادئ بنفسك في بحيرة خالد، ويتسع لستة أشخاص. لا حاجة إلى رخصة، فشرح قصير يكفي لتنطلق.']),
      ),
      terms: terms.water,
      slots: [slot('16:00', 6, 6), slot('18:00', 6, 6), slot('20:00', 6, 6)],
      optionList: options(false, [
        ['one-hour', bi('One hour', 'ساعة واحدة'), 150, 'exclusive'],
        ['two-hours', bi('Two hours', 'ساعتان'), 250, 'exclusive'],
      ]),
    }),
    optionPackage({
      id: 3093,
      slug: 'safari-junior-rangers-club',
      destination: 'sharjah-safari',
      name: bi('Safari Junior Rangers Club', 'نادي حرّاس السفاري الصغار'),
      steps: ['date'],
      tags: ['family', 'kids'],
      about: bi(
        html([
          'Membership of the Junior Rangers for ages 6 to 12: keeper talks, animal-care activities and a ranger logbook to fill in on every visit. Choose the start date and how long to join for.',
        ]),
        html([
          'عضوية نادي الحرّاس الصغار للأعمار من 6 إلى 12 سنة: أحاديث مع مربّي الحيوانات وأنشطة للعناية بها، ودفتر حارس يملؤه الطفل في كل زيارة. اختر تاريخ البدء ومدة العضوية.',
        ]),
      ),
      amenities: amenities.park,
      disabledWeeks: [1],
      optionList: membership(true, childNameNote),
    }),
    optionPackage({
      id: 3096,
      slug: 'aquarium-young-explorers-club',
      destination: 'sharjah-aquarium',
      name: bi('Aquarium Young Explorers Club', 'نادي المستكشفين الصغار في الأكواريوم'),
      steps: ['date'],
      tags: ['family', 'kids'],
      about: bi(
        html([
          "The aquarium's club for young ocean lovers aged 5 to 12: monthly workshops, behind-the-scenes visits and a member card for free entry.",
        ]),
        html([
          'نادي الأكواريوم لمحبّي البحر الصغار من عمر 5 إلى 12 سنة: ورش شهرية وزيارات خلف الكواليس وبطاقة عضوية للدخول المجاني.',
        ]),
      ),
      amenities: amenities.museum,
      optionList: membership(true, childNameNote),
    }),
    optionPackage({
      id: 3094,
      slug: 'mleiha-desert-camping-night',
      destination: 'mleiha-archaeological-centre',
      name: bi('Desert Camping Night', 'ليلة تخييم في الصحراء'),
      scene: 'night',
      steps: ['date', 'meal'],
      tags: ['friends', 'family', 'weekend-escapes'],
      rating: 4.8,
      about: bi(
        html([
          'A night in a furnished tent at the Mleiha camp: a campfire, stargazing and breakfast as the sun rises over the dunes. Prices are per tent for up to two people.',
        ]),
        html([
          'ليلة في خيمة مجهّزة في مخيم مليحة: نار المخيم ورصد النجوم وفطور مع شروق الشمس على الكثبان. السعر لكل خيمة تتسع لشخصين.',
        ]),
      ),
      amenities: amenities.camp,
      terms: terms.outdoor,
      meals: [meal.bbq],
      optionList: options(false, [
        ['weekdays', bi('Weekday night (Monday to Thursday)', 'ليلة في أيام الأسبوع (من الاثنين إلى الخميس)'), 200, 'exclusive'],
        [
          'weekends',
          bi('Weekend night (Friday to Sunday)', 'ليلة في عطلة نهاية الأسبوع (من الجمعة إلى الأحد)'),
          250,
          'exclusive',
        ],
      ]),
    }),
    optionPackage({
      id: 3097,
      slug: 'al-noor-garden-cabana',
      destination: 'al-noor-island',
      name: bi('Garden Cabana Day', 'يوم في كابانا الحديقة'),
      steps: ['date'],
      tags: ['couples', 'family'],
      about: bi(
        html([
          'A private garden cabana on Al Noor Island for the day, with shade, cushions, cold drinks and island entry for up to four guests.',
        ]),
        html(['كابانا خاصة في حدائق جزيرة النور طوال اليوم، مع الظل والوسائد والمشروبات الباردة ودخول الجزيرة لأربعة أشخاص.']),
      ),
      amenities: amenities.park,
      terms: terms.dated,
      optionList: options(false, [
        ['weekdays', bi('Weekdays', 'أيام الأسبوع'), 200, 'exclusive'],
        ['weekends', bi('Weekends', 'عطلة نهاية الأسبوع'), 250, 'exclusive'],
      ]),
    }),
  ];
}
