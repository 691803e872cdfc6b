import type { packages } from '../schema/index.ts';
import type { Bi } from './context.ts';

/**
 * The facts a demo package shows up front (decision 039): how long it lasts, where to meet, what the price includes.
 */
type Facts = { minutes: number | null; meet: Bi; included: { en: string[]; ae: string[] } };

/** Where each destination's visitors meet, as its staff would say it. */
const meetingPoints = {
  noor: {
    en: 'Al Noor Island ticket office, at the footbridge on Buhaira Corniche',
    ae: 'مكتب تذاكر جزيرة النور عند الجسر على كورنيش البحيرة',
  },
  mleiha: { en: 'Mleiha Archaeological Centre reception, Mleiha Road', ae: 'استقبال مركز مليحة للآثار، طريق مليحة' },
  aquarium: { en: 'Sharjah Aquarium main entrance, Al Khan', ae: 'المدخل الرئيسي لأكواريوم الشارقة، منطقة الخان' },
  qasba: { en: 'Al Qasba information desk, by the main canal bridge', ae: 'مكتب الاستعلامات في القصباء عند جسر القناة الرئيسي' },
  majaz: { en: 'Al Majaz Waterfront visitor centre, near the fountain', ae: 'مركز الزوار في واجهة المجاز المائية قرب النافورة' },
  khorFakkan: { en: 'Khor Fakkan Corniche marina, next to the port gate', ae: 'مرسى كورنيش خورفكان بجانب بوابة الميناء' },
  safari: { en: 'Sharjah Safari main gate, Al Dhaid', ae: 'البوابة الرئيسية لسفاري الشارقة، الذيد' },
  museum: {
    en: 'Museum of Islamic Civilization lobby, Corniche Street',
    ae: 'بهو متحف الشارقة للحضارة الإسلامية، شارع الكورنيش',
  },
  rafisah: { en: 'Al Rafisah Dam car park, Khor Fakkan', ae: 'موقف سيارات سد الرفيصة، خورفكان' },
  artFoundation: { en: 'Sharjah Art Foundation, Al Mureijah Square', ae: 'مؤسسة الشارقة للفنون، ساحة المريجة' },
  amphitheatre: { en: 'Khor Fakkan Amphitheatre gate 1', ae: 'البوابة 1 لمسرح خورفكان' },
} satisfies Record<string, Bi>;

const items = (en: string[], ae: string[]) => ({ en, ae });
const facts = (minutes: number | null, meet: Bi, included: Facts['included']): Facts => ({ minutes, meet, included });

const entry = items(['Entry ticket'], ['تذكرة الدخول']);

/** Every demo package's facts, by slug (seed test: none is left without). */
export const packageFacts: Record<string, Facts> = {
  'al-noor-island-entry': facts(
    120,
    meetingPoints.noor,
    items(['Island entry', 'Butterfly House'], ['دخول الجزيرة', 'بيت الفراشات']),
  ),
  'butterfly-house-guided-tour': facts(
    60,
    meetingPoints.noor,
    items(['Island entry', 'Guided tour of the Butterfly House'], ['دخول الجزيرة', 'جولة مع مرشد في بيت الفراشات']),
  ),
  'al-noor-lagoon-picnic': facts(
    180,
    meetingPoints.noor,
    items(['Island entry', 'Picnic blanket and shade', 'Chilled water'], ['دخول الجزيرة', 'بساط نزهة ومظلة', 'مياه باردة']),
  ),
  'al-noor-evening-light-trail': facts(
    90,
    meetingPoints.noor,
    items(['Evening entry', 'Light trail map'], ['الدخول المسائي', 'خريطة مسار الأضواء']),
  ),
  'mleiha-desert-safari': facts(
    360,
    meetingPoints.mleiha,
    items(['4x4 dune drive', 'Camel ride', 'Guide'], ['جولة بسيارة دفع رباعي في الكثبان', 'ركوب الجمال', 'مرشد']),
  ),
  'fossil-rock-sunrise-hike': facts(
    240,
    meetingPoints.mleiha,
    items(['Hiking guide', 'Headlamp', 'Breakfast snack'], ['مرشد مسير', 'مصباح رأس', 'وجبة فطور خفيفة']),
  ),
  'mleiha-stargazing-night': facts(
    180,
    meetingPoints.mleiha,
    items(['Telescope session', 'Astronomer guide', 'Hot drinks'], ['جلسة رصد بالتلسكوب', 'مرشد فلكي', 'مشروبات ساخنة']),
  ),
  'mleiha-archaeological-centre-entry': facts(
    120,
    meetingPoints.mleiha,
    items(['Museum entry', 'Audio guide'], ['دخول المتحف', 'دليل صوتي']),
  ),
  'mleiha-winter-camp': facts(
    1080,
    meetingPoints.mleiha,
    items(['Tent for the night', 'Dinner and breakfast', 'Campfire'], ['خيمة للمبيت', 'العشاء والفطور', 'نار المخيم']),
  ),
  'mleiha-sunset-horse-ride': facts(
    90,
    meetingPoints.mleiha,
    items(['Horse and riding gear', 'Instructor'], ['حصان ومعدات الركوب', 'مدرب']),
  ),
  'sharjah-aquarium-admission': facts(
    120,
    meetingPoints.aquarium,
    items(['Aquarium entry', 'Maritime Museum entry'], ['دخول الأكواريوم', 'دخول المتحف البحري']),
  ),
  'aquarium-behind-the-scenes': facts(
    75,
    meetingPoints.aquarium,
    items(['Aquarium entry', 'Backstage tour with a keeper'], ['دخول الأكواريوم', 'جولة خلف الكواليس مع أحد المشرفين']),
  ),
  'aquarium-birthday-party': facts(
    150,
    meetingPoints.aquarium,
    items(['Party room', 'Host and activities', 'Cake'], ['قاعة الحفلة', 'منظّم وأنشطة', 'كعكة']),
  ),
  'little-divers-touch-pool': facts(
    45,
    meetingPoints.aquarium,
    items(['Touch pool session', 'Educator'], ['جلسة حوض اللمس', 'مرشد تعليمي']),
  ),
  'al-qasba-abra-ride': facts(20, meetingPoints.qasba, items(['Abra ride along the canal'], ['رحلة بالعبرة على القناة'])),
  'qasba-family-fun-pass': facts(
    240,
    meetingPoints.qasba,
    items(['Rides pass', 'Play area entry'], ['بطاقة الألعاب', 'دخول منطقة الألعاب']),
  ),
  'qasba-canal-dinner-cruise': facts(
    120,
    meetingPoints.qasba,
    items(
      ['Canal cruise', 'Three-course dinner', 'Soft drinks'],
      ['رحلة بحرية في القناة', 'عشاء من ثلاثة أطباق', 'مشروبات غازية'],
    ),
  ),
  'majaz-fountain-show-seating': facts(
    30,
    meetingPoints.majaz,
    items(['Reserved seat for the fountain show'], ['مقعد محجوز لعرض النافورة']),
  ),
  'majaz-sunset-cruise': facts(
    60,
    meetingPoints.majaz,
    items(['Lagoon cruise', 'Water and dates'], ['رحلة بحرية في البحيرة', 'مياه وتمر']),
  ),
  'majaz-family-bike-tour': facts(90, meetingPoints.majaz, items(['Bicycle and helmet', 'Guide'], ['دراجة وخوذة', 'مرشد'])),
  'majaz-food-walk': facts(150, meetingPoints.majaz, items(['Five tastings', 'Food guide'], ['خمس تذوّقات', 'مرشد الطعام'])),
  'khor-fakkan-dhow-cruise': facts(
    120,
    meetingPoints.khorFakkan,
    items(['Dhow cruise', 'Lunch on board'], ['رحلة بالمركب الشراعي', 'غداء على متن المركب']),
  ),
  'khor-fakkan-snorkelling': facts(
    180,
    meetingPoints.khorFakkan,
    items(
      ['Boat to Shark Island', 'Mask, snorkel and fins', 'Instructor'],
      ['قارب إلى جزيرة القرش', 'قناع وأنبوب تنفس وزعانف', 'مدرب'],
    ),
  ),
  'east-coast-heritage-day-trip': facts(
    600,
    meetingPoints.khorFakkan,
    items(['Guided heritage tour', 'Fort and mosque visits', 'Lunch'], ['جولة تراثية مع مرشد', 'زيارة الحصن والمسجد', 'غداء']),
  ),
  'khor-fakkan-beach-day': facts(
    360,
    meetingPoints.khorFakkan,
    items(['Sun lounger and umbrella', 'Towel'], ['كرسي استلقاء ومظلة', 'منشفة']),
  ),
  'al-rafisah-dam-kayak': facts(
    120,
    meetingPoints.rafisah,
    items(['Kayak and paddle', 'Life jacket', 'Instructor'], ['قارب كاياك ومجداف', 'سترة نجاة', 'مدرب']),
  ),
  'hajar-mountains-cycling': facts(
    210,
    meetingPoints.rafisah,
    items(['Mountain bike and helmet', 'Ride leader', 'Water'], ['دراجة جبلية وخوذة', 'قائد الرحلة', 'مياه']),
  ),
  'sharjah-safari-bronze': facts(180, meetingPoints.safari, items(['Africa walking trail'], ['مسار المشي في أفريقيا'])),
  'sharjah-safari-silver': facts(
    240,
    meetingPoints.safari,
    items(['Walking trail', 'Bus tour of the reserves'], ['مسار المشي', 'جولة بالحافلة في المحميات']),
  ),
  'sharjah-safari-gold': facts(
    300,
    meetingPoints.safari,
    items(
      ['Private guided drive', 'Walking trail', 'Animal feeding'],
      ['جولة خاصة بالسيارة مع مرشد', 'مسار المشي', 'إطعام الحيوانات'],
    ),
  ),
  'islamic-museum-admission': facts(120, meetingPoints.museum, entry),
  'islamic-museum-guided-tour': facts(
    75,
    meetingPoints.museum,
    items(['Museum entry', 'Guided tour'], ['دخول المتحف', 'جولة مع مرشد']),
  ),
  'ramadan-nights-at-the-museum': facts(
    150,
    meetingPoints.museum,
    items(['Evening entry', 'Iftar tasting', 'Storytelling'], ['الدخول المسائي', 'تذوّق الإفطار', 'جلسة حكايات']),
  ),
  'curators-evening-talk': facts(
    90,
    meetingPoints.museum,
    items(['Talk by a curator', 'Tea and coffee'], ['محاضرة مع أحد القيّمين', 'شاي وقهوة']),
  ),
  'sharjah-art-foundation-exhibitions': facts(null, meetingPoints.artFoundation, items(['Exhibition entry'], ['دخول المعارض'])),
  'khor-fakkan-amphitheatre-concerts': facts(150, meetingPoints.amphitheatre, items(['Concert seat'], ['مقعد في الحفل'])),
  'junior-marine-biologist-camp': facts(
    300,
    meetingPoints.aquarium,
    items(['Camp activities', 'Snack and water', 'Certificate'], ['أنشطة المخيم', 'وجبة خفيفة ومياه', 'شهادة']),
  ),
  'sailing-course-for-beginners': facts(
    180,
    meetingPoints.khorFakkan,
    items(['Dinghy and life jacket', 'Sailing instructor'], ['قارب شراعي صغير وسترة نجاة', 'مدرب إبحار']),
  ),
  'desert-survival-camp': facts(
    420,
    meetingPoints.mleiha,
    items(['Survival skills sessions', 'Lunch', 'Guide'], ['جلسات مهارات البقاء', 'غداء', 'مرشد']),
  ),
  'stand-up-paddle-course': facts(
    90,
    meetingPoints.khorFakkan,
    items(['Board and paddle', 'Life jacket', 'Instructor'], ['لوح ومجداف', 'سترة نجاة', 'مدرب']),
  ),
  'heritage-crafts-summer-camp': facts(
    240,
    meetingPoints.museum,
    items(['Craft materials', 'Instructor', 'Snack'], ['مواد الحِرف', 'مدرب', 'وجبة خفيفة']),
  ),
  'archaeology-explorers-week': facts(
    300,
    meetingPoints.mleiha,
    items(['Dig tools', 'Archaeologist guide', 'Lunch'], ['أدوات التنقيب', 'مرشد من علماء الآثار', 'غداء']),
  ),
  'islamic-calligraphy-workshops': facts(
    120,
    meetingPoints.museum,
    items(['Reed pens and ink', 'Calligrapher'], ['أقلام القصب والحبر', 'خطّاط']),
  ),
  'family-astrolabe-workshop': facts(
    90,
    meetingPoints.museum,
    items(['Astrolabe kit to take home', 'Instructor'], ['مجموعة إسطرلاب تأخذها معك', 'مدرب']),
  ),
  'shark-feeding-talk': facts(
    30,
    meetingPoints.aquarium,
    items(['Aquarium entry', 'Feeding talk'], ['دخول الأكواريوم', 'محاضرة إطعام القرش']),
  ),
  'butterfly-macro-photography-workshop': facts(
    150,
    meetingPoints.noor,
    items(['Island entry', 'Photographer tutor', 'Macro lens to borrow'], ['دخول الجزيرة', 'مصوّر مدرّب', 'عدسة ماكرو للاستعارة']),
  ),
  'qasba-puppet-theatre': facts(45, meetingPoints.qasba, items(['Theatre seat'], ['مقعد في المسرح'])),
  'private-dhow-charter': facts(
    180,
    meetingPoints.khorFakkan,
    items(['Private dhow and crew', 'Soft drinks'], ['مركب شراعي خاص مع طاقمه', 'مشروبات غازية']),
  ),
  'khor-fakkan-jet-ski': facts(
    30,
    meetingPoints.khorFakkan,
    items(['Jet ski and fuel', 'Life jacket', 'Safety briefing'], ['دراجة مائية ووقود', 'سترة نجاة', 'إرشادات السلامة']),
  ),
  'electric-boat-hire': facts(
    60,
    meetingPoints.majaz,
    items(['Electric boat for up to six', 'Life jackets'], ['قارب كهربائي يتسع لستة أشخاص', 'سترات نجاة']),
  ),
  'safari-junior-rangers-club': facts(
    240,
    meetingPoints.safari,
    items(['Ranger activities', 'Snack', 'Club badge'], ['أنشطة الحرّاس', 'وجبة خفيفة', 'شارة النادي']),
  ),
  'aquarium-young-explorers-club': facts(
    180,
    meetingPoints.aquarium,
    items(['Club sessions', 'Explorer notebook'], ['جلسات النادي', 'دفتر المستكشف']),
  ),
  'mleiha-desert-camping-night': facts(
    960,
    meetingPoints.mleiha,
    items(['Tent and bedding', 'Barbecue dinner', 'Breakfast'], ['خيمة وفراش', 'عشاء مشاوي', 'فطور']),
  ),
  'al-noor-garden-cabana': facts(
    240,
    meetingPoints.noor,
    items(['Private cabana', 'Island entry', 'Chilled water'], ['كوخ خاص', 'دخول الجزيرة', 'مياه باردة']),
  ),
};

/** A demo package's fact columns; a package without facts keeps the columns' empty defaults. */
export function factColumns(slug: string): Partial<typeof packages.$inferInsert> {
  const f = packageFacts[slug];
  if (!f) return {};
  return {
    durationMinutes: f.minutes,
    meetingPoint: f.meet.en,
    arabicMeetingPoint: f.meet.ae,
    included: f.included.en.join('\n'),
    arabicIncluded: f.included.ae.join('\n'),
  };
}
