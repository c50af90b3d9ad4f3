import type { MainCategorySeed } from './types.ts';

/** Model-fixed spec values shared by several model lines (attributes.ts narrows rows with them). */
const NET_5G = { 'شبکه‌های ارتباطی': ['5G'] };
const NET_4G = { 'شبکه‌های ارتباطی': ['4G'] };
const inch = (size: string) => ({ 'اندازه صفحه‌نمایش': [`${size} اینچ`] });
const OFFICE_INTEL = {
  'پردازنده مرکزی': ['Intel Core i5-1335U', 'Intel Core i7-1355U'], 'پردازنده گرافیکی': ['Intel Iris Xe'], 'حافظه گرافیکی': ['اشتراکی'],
  'کاربری': ['دانشجویی و اداری'], 'وزن': ['۱.۶ کیلوگرم', '۱.۸ کیلوگرم'],
};
const OFFICE_AMD = {
  'پردازنده مرکزی': ['AMD Ryzen 5 7530U', 'AMD Ryzen 7 7730U'], 'پردازنده گرافیکی': ['AMD Radeon'], 'حافظه گرافیکی': ['اشتراکی'],
  'کاربری': ['دانشجویی و اداری'], 'وزن': ['۱.۵ کیلوگرم', '۱.۷ کیلوگرم'],
};
const CREATOR = {
  'پردازنده مرکزی': ['Intel Core Ultra 7 155H', 'Intel Core Ultra 5 125H'], 'پردازنده گرافیکی': ['Intel Arc'], 'حافظه گرافیکی': ['اشتراکی'],
  'کاربری': ['طراحی و تولید محتوا'], 'وزن': ['۱.۲ کیلوگرم', '۱.۳ کیلوگرم'], 'کیبورد با نور پس‌زمینه': ['دارد'],
};
const GAMING = {
  'پردازنده مرکزی': ['Intel Core i7-13620H', 'AMD Ryzen 7 8845HS'], 'پردازنده گرافیکی': ['NVIDIA GeForce RTX 4050', 'NVIDIA GeForce RTX 4060'],
  'حافظه گرافیکی': ['۶ گیگابایت', '۸ گیگابایت'], 'کاربری': ['گیمینگ'], 'وزن': ['۲.۳ کیلوگرم', '۲.۵ کیلوگرم'], 'کیبورد با نور پس‌زمینه': ['دارد'],
};
const MAC = {
  'حافظه گرافیکی': ['اشتراکی'], 'کاربری': ['طراحی و تولید محتوا', 'دانشجویی و اداری'], 'سیستم‌عامل': ['macOS'], 'نوع پنل': ['Liquid Retina'],
  'کیبورد با نور پس‌زمینه': ['دارد'], 'درگاه‌ها': ['دو Thunderbolt و MagSafe'], 'دقت صفحه‌نمایش': ['2560x1664 (Liquid Retina)', '2880x1864 (Liquid Retina)'],
};
const SURFACE = {
  'پردازنده مرکزی': ['Snapdragon X Plus', 'Snapdragon X Elite'], 'پردازنده گرافیکی': ['Qualcomm Adreno'], 'حافظه گرافیکی': ['اشتراکی'],
  'کاربری': ['دانشجویی و اداری'], 'سیستم‌عامل': ['Windows 11 Home'], 'وزن': ['۱.۳۴ کیلوگرم', '۱.۶۶ کیلوگرم'],
};
const GAMER = { 'کاربری': ['گیمینگ'] };
const ANC = { 'حذف نویز فعال (ANC)': ['دارد'] };
const NO_ANC = { 'حذف نویز فعال (ANC)': ['ندارد'] };
const ANC_BRIEF = { 'حذف نویز فعال': ['دارد'] };
const NO_ANC_BRIEF = { 'حذف نویز فعال': ['ندارد'] };
/** کالای دیجیتال: موبایل، لپ‌تاپ، تبلت، هدفون و اسپیکر، گجت‌های پوشیدنی. */
export const DIGITAL_DEVICES: MainCategorySeed = {
  slug: 'digital-devices', name: 'کالای دیجیتال', nameEn: 'Digital Devices',
  children: [
    // ───────────────────────────── موبایل ─────────────────────────────
    {
      slug: 'mobile', name: 'موبایل', nameEn: 'Mobile',
      children: [
        {
          slug: 'smartphone', name: 'گوشی هوشمند', nameEn: 'Smartphones', demand: 20,
          kind: {
            noun: 'گوشی موبایل', nounEn: 'Mobile Phone', shape: 'phone',
            brands: ['samsung', 'apple', 'xiaomi', 'honor', 'nokia', 'motorola', 'realme', 'poco'],
            models: ['A56', 'A36', 'S25 FE', 'Note 14 Pro', 'X7 Pro', 'Edge 50 Fusion', 'G85', 'C75', '14T', 'Magic 7 Lite', 'F7 Pro'],
            lines: {
              samsung: [
                { name: 'Galaxy A56', specs: { ...NET_5G, 'تراشه': ['Exynos 1580'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: 'Galaxy A36', specs: { ...NET_5G, 'تراشه': ['Snapdragon 6 Gen 3'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: 'Galaxy A16', specs: { ...NET_4G, 'تراشه': ['Helio G99'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: 'Galaxy S25 FE', specs: { ...NET_5G, 'تراشه': ['Exynos 2400'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: 'Galaxy S25 Ultra', specs: { ...NET_5G, 'تراشه': ['Snapdragon 8 Elite'], 'رزولوشن دوربین اصلی': ['۲۰۰ مگاپیکسل'], 'اندازه': ['۶.۹ اینچ'] } },
              ],
              apple: [
                { name: 'iPhone 16', specs: { 'تراشه': ['A18'], 'اندازه': ['۶.۱ اینچ'], 'نرخ به‌روزرسانی': ['۶۰ هرتز'] } },
                { name: 'iPhone 16 Plus', specs: { 'تراشه': ['A18'], 'اندازه': ['۶.۷ اینچ'], 'نرخ به‌روزرسانی': ['۶۰ هرتز'] } },
                { name: 'iPhone 16 Pro', specs: { 'تراشه': ['A18 Pro'], 'اندازه': ['۶.۳ اینچ'], 'نرخ به‌روزرسانی': ['۱۲۰ هرتز'] } },
                { name: 'iPhone 16 Pro Max', specs: { 'تراشه': ['A18 Pro'], 'اندازه': ['۶.۹ اینچ'], 'نرخ به‌روزرسانی': ['۱۲۰ هرتز'] } },
                { name: 'iPhone 15', specs: { 'تراشه': ['A16 Bionic'], 'اندازه': ['۶.۱ اینچ'], 'نرخ به‌روزرسانی': ['۶۰ هرتز'] } },
              ],
              xiaomi: [
                { name: 'Redmi Note 14 Pro', specs: { ...NET_5G, 'تراشه': ['Dimensity 7300'], 'رزولوشن دوربین اصلی': ['۲۰۰ مگاپیکسل'] } },
                { name: 'Redmi Note 14', specs: { ...NET_4G, 'تراشه': ['Helio G99'], 'رزولوشن دوربین اصلی': ['۱۰۸ مگاپیکسل'] } },
                { name: 'Redmi 14C', specs: { ...NET_4G, 'تراشه': ['Helio G81'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: '14T', specs: { ...NET_5G, 'تراشه': ['Dimensity 8300'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
              ],
              honor: [
                { name: 'Magic 7 Lite', specs: { ...NET_5G, 'تراشه': ['Snapdragon 6 Gen 1'], 'رزولوشن دوربین اصلی': ['۱۰۸ مگاپیکسل'] } },
                { name: 'X8c', specs: { ...NET_4G, 'تراشه': ['Snapdragon 685'], 'رزولوشن دوربین اصلی': ['۱۰۸ مگاپیکسل'] } },
                { name: 'X9c', specs: { ...NET_5G, 'تراشه': ['Snapdragon 6 Gen 1'], 'رزولوشن دوربین اصلی': ['۱۰۸ مگاپیکسل'] } },
              ],
              nokia: [
                { name: 'G42', specs: { ...NET_5G, 'تراشه': ['Snapdragon 480 Plus'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'], 'فناوری صفحه‌نمایش': ['IPS LCD'] } },
                { name: 'C32', specs: { ...NET_4G, 'تراشه': ['Unisoc SC9863A'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'], 'فناوری صفحه‌نمایش': ['IPS LCD'] } },
                { name: 'X30', specs: { ...NET_5G, 'تراشه': ['Snapdragon 695'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'], 'فناوری صفحه‌نمایش': ['AMOLED'] } },
              ],
              motorola: [
                { name: 'Edge 50 Fusion', specs: { ...NET_5G, 'تراشه': ['Snapdragon 7s Gen 2'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: 'Moto G85', specs: { ...NET_5G, 'تراشه': ['Snapdragon 6s Gen 3'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: 'Moto E14', specs: { ...NET_4G, 'تراشه': ['Unisoc T606'], 'رزولوشن دوربین اصلی': ['۱۳ مگاپیکسل'], 'فناوری صفحه‌نمایش': ['IPS LCD'] } },
              ],
              realme: [
                { name: 'C75', specs: { ...NET_4G, 'تراشه': ['Helio G92 Max'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: '14 Pro', specs: { ...NET_5G, 'تراشه': ['Dimensity 7300'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: 'Note 60', specs: { ...NET_4G, 'تراشه': ['Unisoc T612'], 'رزولوشن دوربین اصلی': ['۳۲ مگاپیکسل'], 'فناوری صفحه‌نمایش': ['IPS LCD'] } },
              ],
              poco: [
                { name: 'X7 Pro', specs: { ...NET_5G, 'تراشه': ['Dimensity 8400 Ultra'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: 'F7 Pro', specs: { ...NET_5G, 'تراشه': ['Snapdragon 8 Gen 3'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
                { name: 'M7 Pro', specs: { ...NET_5G, 'تراشه': ['Dimensity 7025 Ultra'], 'رزولوشن دوربین اصلی': ['۵۰ مگاپیکسل'] } },
              ],
            },
            brandSpecs: {
              apple: {
                'نسخه سیستم‌عامل': ['iOS 18'], 'شبکه‌های ارتباطی': ['5G'], 'تعداد سیم‌کارت': ['یک سیم‌کارت و eSIM'], 'فناوری صفحه‌نمایش': ['OLED'],
                'رزولوشن دوربین اصلی': ['۴۸ مگاپیکسل'], 'توان شارژ سریع': ['۲۰ وات', '۲۵ وات'], 'ظرفیت باتری': ['۳۵۶۱ میلی‌آمپرساعت', '۴۶۷۴ میلی‌آمپرساعت'],
              },
              samsung: { 'فناوری صفحه‌نمایش': ['Super AMOLED'], 'توان شارژ سریع': ['۲۵ وات', '۴۵ وات'] },
            },
            axes: [
              { title: 'ظرفیت', values: [{ fa: '۱۲۸ گیگابایت', en: '128GB' }, { fa: '۲۵۶ گیگابایت', en: '256GB' }, { fa: '۵۱۲ گیگابایت', en: '512GB' }] },
              { title: 'رم', values: [{ fa: '۶ گیگابایت', en: '6GB RAM' }, { fa: '۸ گیگابایت', en: '8GB RAM' }, { fa: '۱۲ گیگابایت', en: '12GB RAM' }] },
            ],
            priceToman: [9_000_000, 95_000_000], colors: ['black', 'white', 'blue', 'silver', 'green', 'purple'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'تعداد سیم‌کارت', values: ['دو سیم‌کارت', 'یک سیم‌کارت و eSIM', 'دو سیم‌کارت و eSIM'] },
                { title: 'تراشه', values: ['Snapdragon 7s Gen 3', 'Snapdragon 8 Gen 3', 'Dimensity 7300', 'Dimensity 8350'] },
                { title: 'شبکه‌های ارتباطی', values: ['4G', '5G'] },
                { title: 'وزن', values: ['۱۷۸ گرم', '۱۸۷ گرم', '۱۹۵ گرم', '۲۰۹ گرم'] },
              ] },
              { group: 'صفحه نمایش', rows: [
                { title: 'اندازه', values: ['۶.۱ اینچ', '۶.۵ اینچ', '۶.۶۷ اینچ', '۶.۷ اینچ', '۶.۸ اینچ'] },
                { title: 'فناوری صفحه‌نمایش', values: ['Super AMOLED', 'AMOLED', 'OLED', 'IPS LCD'] },
                { title: 'نرخ به‌روزرسانی', values: ['۹۰ هرتز', '۱۲۰ هرتز', '۱۴۴ هرتز'] },
              ] },
              { group: 'دوربین و باتری', rows: [
                { title: 'رزولوشن دوربین اصلی', values: ['۵۰ مگاپیکسل', '۶۴ مگاپیکسل', '۱۰۸ مگاپیکسل', '۲۰۰ مگاپیکسل'] },
                { title: 'ظرفیت باتری', values: ['۴۵۰۰ میلی‌آمپرساعت', '۵۰۰۰ میلی‌آمپرساعت', '۵۵۰۰ میلی‌آمپرساعت', '۶۰۰۰ میلی‌آمپرساعت'] },
                { title: 'توان شارژ سریع', values: ['۲۵ وات', '۳۳ وات', '۴۵ وات', '۶۷ وات'] },
              ] },
            ],
            brief: [
              { title: 'فناوری صفحه‌نمایش', values: ['Super AMOLED', 'AMOLED', 'IPS LCD'] },
              { title: 'رزولوشن دوربین اصلی', values: ['۵۰ مگاپیکسل', '۱۰۸ مگاپیکسل', '۲۰۰ مگاپیکسل'] },
              { title: 'شبکه‌های ارتباطی', values: ['4G', '5G'] },
              { title: 'نسخه سیستم‌عامل', values: ['Android 15', 'Android 16'] },
            ],
            description: [
              '{name} از گوشی‌های خوش‌ساخت {brand} است که با صفحه‌نمایش روشن و باتری پرظرفیت، نیازهای روزمره شما را به‌خوبی برآورده می‌کند.',
              'دوربین چندگانه این گوشی در نور روز و شب عکس‌های پرجزئیات ثبت می‌کند و پردازنده قدرتمند آن اجرای بازی‌ها و برنامه‌های سنگین را روان نگه می‌دارد.',
              'پشتیبانی از شارژ سریع باعث می‌شود در زمانی کوتاه دوباره آماده استفاده باشید.',
            ],
            tags: ['گوشی', 'موبایل', 'گوشی هوشمند', 'تلفن همراه', 'اندروید'],
          },
        },
        {
          slug: 'phone-case', name: 'قاب و کاور گوشی', nameEn: 'Phone Cases', demand: 2,
          kind: {
            noun: 'کاور', nounEn: 'Case', shape: 'phone',
            brands: ['baseus', 'hoco', 'remax', 'anker'],
            models: ['Magnetic', 'Silicone', 'Crystal Clear', 'Armor', 'Leather', 'Frosted', 'Slim Fit', 'Shockproof'],
            axes: [
              { title: 'مناسب برای', values: [
                { fa: 'گوشی موبایل سامسونگ Galaxy A56', en: 'for Galaxy A56' },
                { fa: 'گوشی موبایل سامسونگ Galaxy S25 Ultra', en: 'for Galaxy S25 Ultra' },
                { fa: 'گوشی موبایل اپل iPhone 16 Pro', en: 'for iPhone 16 Pro' },
                { fa: 'گوشی موبایل اپل iPhone 15', en: 'for iPhone 15' },
                { fa: 'گوشی موبایل شیائومی Redmi Note 14', en: 'for Redmi Note 14' },
              ] },
            ],
            priceToman: [150_000, 1_200_000], colors: ['black', 'clear', 'navy', 'pink', 'mint', 'purple'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع', values: ['کاور محافظ پشت', 'کیف کلاسوری'] },
                { title: 'جنس', values: ['سیلیکون', 'ژله‌ای (TPU)', 'پلی‌کربنات', 'چرم مصنوعی'] },
                { title: 'ضخامت', values: ['۱ میلی‌متر', '۱.۵ میلی‌متر', '۲ میلی‌متر'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'محافظ لنز دوربین', values: ['دارد', 'ندارد'] },
                { title: 'سازگار با شارژ بی‌سیم', values: ['بله', 'خیر'] },
                { title: 'مقاومت در برابر ضربه', values: ['معمولی', 'ضدضربه', 'استاندارد نظامی (Military Grade)'] },
              ] },
            ],
            brief: [
              { title: 'جنس', values: ['سیلیکون', 'ژله‌ای (TPU)', 'پلی‌کربنات'] },
              { title: 'محافظ لنز دوربین', values: ['دارد', 'ندارد'] },
              { title: 'ویژگی‌های خاص', values: ['مگنتی (MagSafe)', 'ضدضربه', 'ضدلغزش', 'ضدزردشدن'] },
            ],
            description: [
              '{name} با طراحی دقیق و برش‌های منطبق بر دکمه‌ها و درگاه‌ها، گوشی شما را در برابر خط‌وخش و ضربه‌های روزمره محافظت می‌کند.',
              'لبه‌های برجسته این کاور از صفحه‌نمایش و لنز دوربین هنگام قرار دادن گوشی روی میز مراقبت می‌کند.',
              'کیفیت ساخت {brand} باعث می‌شود کاور پس از مدت‌ها استفاده هم فرم و رنگ خود را حفظ کند.',
            ],
            tags: ['قاب گوشی', 'کاور گوشی', 'قاب موبایل', 'کاور', 'گارد گوشی'],
          },
        },
        {
          slug: 'phone-charger', name: 'شارژر و کابل', nameEn: 'Chargers & Cables', demand: 2,
          kind: {
            noun: 'شارژر دیواری', nounEn: 'Wall Charger', shape: 'cable',
            brands: ['anker', 'baseus', 'samsung', 'xiaomi', 'apple', 'hoco', 'remax', 'tsco'],
            models: ['GaN Pro', 'Nano 3', 'PD-20', 'TC-65', 'C12', 'Super Fast', 'CC-33', 'Q5'],
            axes: [
              { title: 'توان', values: [{ fa: '۲۰ وات', en: '20W' }, { fa: '۳۳ وات', en: '33W' }, { fa: '۶۵ وات', en: '65W' }, { fa: '۱۰۰ وات', en: '100W' }] },
              { title: 'به همراه کابل', values: [
                { fa: 'USB-C', en: 'with USB-C Cable' },
                { fa: 'لایتنینگ', en: 'with Lightning Cable' },
                { fa: 'میکرو USB', en: 'with Micro-USB Cable' },
              ] },
            ],
            priceToman: [350_000, 4_500_000], colors: ['white', 'black'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'تعداد پورت', values: ['۱ پورت', '۲ پورت', '۳ پورت'] },
                { title: 'نوع پورت خروجی', values: ['USB-C', 'USB-A و USB-C', 'دو USB-C و یک USB-A'] },
                { title: 'فناوری شارژ سریع', values: ['Power Delivery 3.0', 'Quick Charge 3.0', 'PPS', 'Quick Charge 4+'] },
              ] },
              { group: 'مشخصات فنی', rows: [
                { title: 'طول کابل', values: ['۱ متر', '۱.۲ متر', '۱.۵ متر', '۲ متر'] },
                { title: 'نوع دوشاخه', values: ['دوشاخه اروپایی (EU)', 'سه‌شاخه انگلیسی (UK)'] },
                { title: 'محافظت‌ها', values: ['محافظ ولتاژ و دما', 'محافظ اتصال کوتاه و اضافه‌جریان', 'تراشه هوشمند تنظیم جریان'] },
              ] },
            ],
            brief: [
              { title: 'فناوری شارژ سریع', values: ['Power Delivery 3.0', 'Quick Charge 3.0', 'PPS'] },
              { title: 'تعداد پورت', values: ['۱ پورت', '۲ پورت', '۳ پورت'] },
              { title: 'فناوری ساخت', values: ['GaN (گالیوم نیترید)', 'معمولی'] },
            ],
            description: [
              '{name} با پشتیبانی از استانداردهای شارژ سریع، گوشی، تبلت و حتی لپ‌تاپ‌های سبک را در کمترین زمان شارژ می‌کند.',
              'تراشه کنترل هوشمند {brand} جریان را متناسب با دستگاه تنظیم می‌کند و از داغ شدن و آسیب دیدن باتری جلوگیری می‌کند.',
              'ابعاد جمع‌وجور این شارژر، آن را به همراهی مناسب برای سفر و محل کار تبدیل کرده است.',
            ],
            tags: ['شارژر', 'شارژر موبایل', 'شارژر سریع', 'کابل شارژ', 'آداپتور'],
          },
        },
        {
          slug: 'power-bank', name: 'پاوربانک', nameEn: 'Power Banks', demand: 2,
          kind: {
            noun: 'پاوربانک', nounEn: 'Power Bank', shape: 'box',
            brands: ['anker', 'baseus', 'xiaomi', 'hoco', 'remax', 'tsco', 'samsung'],
            models: ['PB-2000', 'Bipow Pro', 'Magnetic Mini', 'J101', 'PowerCore', 'Q10', 'TP-870', 'Slim X'],
            axes: [
              { title: 'ظرفیت', values: [{ fa: '۱۰۰۰۰ میلی‌آمپرساعت', en: '10000mAh' }, { fa: '۲۰۰۰۰ میلی‌آمپرساعت', en: '20000mAh' }, { fa: '۳۰۰۰۰ میلی‌آمپرساعت', en: '30000mAh' }] },
            ],
            priceToman: [700_000, 5_500_000], colors: ['black', 'white', 'blue', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع باتری', values: ['لیتیوم-پلیمر', 'لیتیوم-یون'] },
                { title: 'تعداد پورت خروجی', values: ['۲ پورت', '۳ پورت', '۴ پورت'] },
                { title: 'وزن', values: ['۲۱۰ گرم', '۳۵۰ گرم', '۴۸۰ گرم', '۶۲۰ گرم'] },
              ] },
              { group: 'شارژ', rows: [
                { title: 'حداکثر توان خروجی', values: ['۲۰ وات', '۲۲.۵ وات', '۳۰ وات', '۶۵ وات'] },
                { title: 'شارژ بی‌سیم', values: ['دارد (مگنتی)', 'ندارد'] },
                { title: 'نمایشگر میزان شارژ', values: ['نمایشگر دیجیتال', 'چراغ LED'] },
              ] },
            ],
            brief: [
              { title: 'حداکثر توان خروجی', values: ['۲۰ وات', '۳۰ وات', '۶۵ وات'] },
              { title: 'تعداد پورت خروجی', values: ['۲ پورت', '۳ پورت'] },
              { title: 'قابلیت‌ها', values: ['شارژ هم‌زمان چند دستگاه', 'شارژ سریع دوطرفه', 'کابل سرخود'] },
            ],
            description: [
              '{name} همراهی مطمئن برای سفر، کوه‌نوردی و روزهای شلوغ کاری است و گوشی شما را چند بار به‌طور کامل شارژ می‌کند.',
              'سلول‌های باکیفیت و مدار محافظتی {brand} از شارژ بیش از حد، گرم شدن و اتصال کوتاه جلوگیری می‌کنند.',
              'با چند پورت خروجی می‌توانید هم‌زمان گوشی، هندزفری و ساعت هوشمند خود را شارژ کنید.',
            ],
            tags: ['پاوربانک', 'شارژر همراه', 'پاور بانک', 'باتری همراه'],
          },
        },
      ],
    },
    // ──────────────────────── لپ‌تاپ و کامپیوتر ────────────────────────
    {
      slug: 'laptop-and-computer', name: 'لپ‌تاپ و کامپیوتر', nameEn: 'Laptops & Computers',
      children: [
        {
          slug: 'laptop', name: 'لپ‌تاپ', nameEn: 'Laptops', demand: 5,
          kind: {
            noun: 'لپ‌تاپ', nounEn: 'Laptop', shape: 'laptop',
            brands: ['lenovo', 'asus', 'hp', 'dell', 'acer', 'msi', 'apple', 'microsoft'],
            models: ['Pro 14', 'Air 13', 'Slim 15', 'G15', 'X1504VA', 'Book 14', 'Plus 16', 'V15 G4', 'Creator 16', 'Gaming 17'],
            lines: {
              lenovo: [
                { name: 'IdeaPad Slim 3 15IRU8', specs: { ...OFFICE_INTEL, ...inch('۱۵.۶') } },
                { name: 'ThinkPad E14 Gen 5', specs: { ...OFFICE_AMD, ...inch('۱۴') } },
                { name: 'LOQ 15IRX9', specs: { ...GAMING, ...inch('۱۵.۶') } },
                { name: 'Legion 5 16IRX9', specs: { ...GAMING, ...inch('۱۶') } },
              ],
              asus: [
                { name: 'Vivobook 15 X1504VA', specs: { ...OFFICE_INTEL, ...inch('۱۵.۶') } },
                { name: 'Zenbook 14 OLED UX3405', specs: { ...CREATOR, ...inch('۱۴'), 'نوع پنل': ['OLED'] } },
                { name: 'TUF Gaming F15', specs: { ...GAMING, ...inch('۱۵.۶') } },
              ],
              hp: [
                { name: '15-fd0', specs: { ...OFFICE_INTEL, ...inch('۱۵.۶') } },
                { name: 'Pavilion Plus 14', specs: { ...CREATOR, ...inch('۱۴') } },
                { name: 'Victus 16', specs: { ...GAMING, ...inch('۱۶') } },
              ],
              dell: [
                { name: 'Inspiron 15 3530', specs: { ...OFFICE_INTEL, ...inch('۱۵.۶') } },
                { name: 'Vostro 14 3440', specs: { ...OFFICE_INTEL, ...inch('۱۴') } },
                { name: 'XPS 14 9440', specs: { ...CREATOR, ...inch('۱۴.۵') } },
              ],
              acer: [
                { name: 'Aspire 5 A515', specs: { ...OFFICE_AMD, ...inch('۱۵.۶') } },
                { name: 'Swift Go 14', specs: { ...CREATOR, ...inch('۱۴'), 'نوع پنل': ['OLED'] } },
                { name: 'Nitro V 15', specs: { ...GAMING, ...inch('۱۵.۶') } },
              ],
              msi: [
                { name: 'Modern 14', specs: { ...OFFICE_INTEL, ...inch('۱۴') } },
                { name: 'Prestige 13 AI Evo', specs: { ...CREATOR, ...inch('۱۳.۳'), 'وزن': ['۰.۹۹ کیلوگرم'] } },
                { name: 'Thin GF63', specs: { ...GAMING, ...inch('۱۵.۶') } },
                { name: 'Katana 17', specs: { ...GAMING, ...inch('۱۷.۳') } },
              ],
              apple: [
                { name: 'MacBook Air 13 M3', specs: { ...MAC, ...inch('۱۳.۶'), 'وزن': ['۱.۲۴ کیلوگرم'], 'پردازنده مرکزی': ['Apple M3'], 'پردازنده گرافیکی': ['Apple M3 (۸ هسته‌ای)'] } },
                { name: 'MacBook Air 15 M3', specs: { ...MAC, ...inch('۱۵.۳'), 'وزن': ['۱.۵۱ کیلوگرم'], 'پردازنده مرکزی': ['Apple M3'], 'پردازنده گرافیکی': ['Apple M3 (۱۰ هسته‌ای)'] } },
                { name: 'MacBook Pro 14 M4', specs: { ...MAC, ...inch('۱۴.۲'), 'وزن': ['۱.۵۵ کیلوگرم'], 'پردازنده مرکزی': ['Apple M4'], 'پردازنده گرافیکی': ['Apple M4 (۱۰ هسته‌ای)'] } },
              ],
              microsoft: [
                { name: 'Surface Laptop 7 13.8', specs: { ...SURFACE, ...inch('۱۳.۸') } },
                { name: 'Surface Laptop 7 15', specs: { ...SURFACE, ...inch('۱۵') } },
              ],
            },
            axes: [
              { title: 'رم', values: [{ fa: '۸ گیگابایت', en: '8GB RAM' }, { fa: '۱۶ گیگابایت', en: '16GB RAM' }, { fa: '۳۲ گیگابایت', en: '32GB RAM' }] },
              { title: 'حافظه', values: [{ fa: '۵۱۲ گیگابایت SSD', en: '512GB SSD' }, { fa: '۱ ترابایت SSD', en: '1TB SSD' }, { fa: '۲ ترابایت SSD', en: '2TB SSD' }] },
            ],
            priceToman: [25_000_000, 180_000_000], colors: ['silver', 'gray', 'graphite', 'black', 'blue'],
            specs: [
              { group: 'پردازنده', rows: [
                { title: 'پردازنده مرکزی', values: ['Intel Core i5-1335U', 'Intel Core i7-13620H', 'Intel Core Ultra 7 155H', 'AMD Ryzen 5 7530U', 'AMD Ryzen 7 8845HS'] },
                { title: 'پردازنده گرافیکی', values: ['Intel Iris Xe', 'AMD Radeon', 'NVIDIA GeForce RTX 4050', 'NVIDIA GeForce RTX 4060'] },
                { title: 'حافظه گرافیکی', values: ['اشتراکی', '۶ گیگابایت', '۸ گیگابایت'] },
              ] },
              { group: 'صفحه نمایش', rows: [
                { title: 'اندازه صفحه‌نمایش', values: ['۱۴ اینچ', '۱۵.۶ اینچ', '۱۶ اینچ'] },
                { title: 'دقت صفحه‌نمایش', values: ['1920x1080 (Full HD)', '1920x1200 (WUXGA)', '2560x1600 (QHD+)', '2880x1800 (3K)'] },
                { title: 'نوع پنل', values: ['IPS', 'OLED', 'IPS مات'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'وزن', values: ['۱.۳ کیلوگرم', '۱.۶ کیلوگرم', '۱.۸ کیلوگرم', '۲.۳ کیلوگرم'] },
                { title: 'سیستم‌عامل', values: ['Windows 11 Home', 'FreeDOS', 'بدون سیستم‌عامل'] },
                { title: 'کیبورد با نور پس‌زمینه', values: ['دارد', 'ندارد'] },
                { title: 'درگاه‌ها', values: ['USB-C و USB-A و HDMI', 'دو Thunderbolt 4 و HDMI', 'USB-C و USB-A و کارت‌خوان'] },
              ] },
            ],
            brief: [
              { title: 'پردازنده مرکزی', values: ['Core i5', 'Core i7', 'Core Ultra 7', 'Ryzen 7'] },
              { title: 'حافظه', values: ['۵۱۲ گیگابایت', '۱ ترابایت'] },
              { title: 'اندازه صفحه‌نمایش', values: ['۱۴ اینچ', '۱۵.۶ اینچ', '۱۶ اینچ'] },
              { title: 'کاربری', values: ['دانشجویی و اداری', 'گیمینگ', 'طراحی و تولید محتوا'] },
            ],
            description: [
              '{name} با پردازنده نسل جدید و حافظه SSD پرسرعت، کارهای روزمره، برنامه‌نویسی و تولید محتوا را بدون کندی انجام می‌دهد.',
              'صفحه‌نمایش باکیفیت و بدنه خوش‌ساخت {brand} تجربه‌ای راحت برای ساعت‌ها کار و تماشای فیلم فراهم می‌کند.',
              'باتری بادوام و وزن مناسب این لپ‌تاپ، آن را به انتخابی مطمئن برای دانشجویان و کارمندان تبدیل کرده است.',
            ],
            tags: ['لپ‌تاپ', 'لپ تاپ', 'نوت‌بوک', 'لپ‌تاپ گیمینگ', 'لپ‌تاپ دانشجویی'],
          },
        },
        {
          slug: 'computer-mouse', name: 'ماوس', nameEn: 'Mice',
          kind: {
            noun: 'ماوس', nounEn: 'Mouse', shape: 'box',
            brands: ['logitech', 'tsco', 'beyond', 'xiaomi', 'asus', 'hp', 'lenovo', 'microsoft'],
            models: ['M190', 'TM-680W', 'BM-1280', 'Silent 2', 'Pro Wireless', 'MX-3', 'G305', 'Lite 2'],
            lines: {
              logitech: ['M190', { name: 'G305', specs: GAMER }, 'MX Master 3S'],
              tsco: ['TM-680W', 'TM-290'],
              beyond: ['BM-1280', 'BM-3420'],
              xiaomi: ['Silent Mouse 2', 'Wireless Mouse Lite 2'],
              asus: [{ name: 'ROG Strix Impact III', specs: GAMER }, 'MW203'],
              hp: ['X200', '240 Bluetooth'],
              lenovo: [{ name: 'Legion M300s', specs: GAMER }, '300 Wireless'],
              microsoft: ['Bluetooth Mouse', 'Pro IntelliMouse'],
            },
            axes: [],
            priceToman: [180_000, 6_500_000], colors: ['black', 'white', 'gray', 'blue', 'red'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع اتصال', values: ['بی‌سیم (دانگل USB)', 'بلوتوث و بی‌سیم', 'سیمی USB'] },
                { title: 'نوع حسگر', values: ['اپتیکال', 'لیزری'] },
                { title: 'تعداد کلید', values: ['۳ کلید', '۶ کلید', '۷ کلید'] },
              ] },
              { group: 'مشخصات فنی', rows: [
                { title: 'دقت حسگر', values: ['۱۲۰۰ DPI', '۴۰۰۰ DPI', '۸۰۰۰ DPI', '۱۲۰۰۰ DPI'] },
                { title: 'منبع تغذیه', values: ['یک باتری قلمی AA', 'باتری داخلی قابل شارژ', 'از طریق کابل USB'] },
                { title: 'وزن', values: ['۶۵ گرم', '۷۵ گرم', '۹۹ گرم'] },
              ] },
            ],
            brief: [
              { title: 'نوع اتصال', values: ['بی‌سیم', 'بلوتوث', 'سیمی'] },
              { title: 'کاربری', values: ['اداری و روزمره'] },
              { title: 'کلیدها', values: ['بی‌صدا', 'معمولی'] },
            ],
            description: [
              '{name} با طراحی ارگونومیک در دست جا می‌گیرد و حتی پس از ساعت‌ها کار، خستگی مچ را به حداقل می‌رساند.',
              'حسگر دقیق {brand} روی بیشتر سطوح حرکت نشانگر را روان و بدون پرش دنبال می‌کند.',
              'مصرف بهینه انرژی باعث می‌شود مدت زیادی بی‌نیاز از تعویض یا شارژ باتری باشید.',
            ],
            tags: ['ماوس', 'موس', 'ماوس بی‌سیم', 'ماوس گیمینگ'],
          },
        },
        {
          slug: 'computer-keyboard', name: 'کیبورد', nameEn: 'Keyboards',
          kind: {
            noun: 'کیبورد', nounEn: 'Keyboard', shape: 'box',
            brands: ['logitech', 'tsco', 'beyond', 'microsoft', 'asus', 'xiaomi'],
            models: ['K120', 'TK-8020', 'BK-7100', 'MX Keys S', 'K380', 'Pro TKL', 'Silent 700', 'Wave 2'],
            lines: {
              logitech: ['K120', 'MX Keys S', 'K380'],
              tsco: ['TK-8020', 'TK-8005'],
              beyond: ['BK-7100', 'BK-2250'],
              microsoft: ['Wired Keyboard 600', 'Designer Compact'],
              asus: [{ name: 'ROG Strix Scope II', specs: { 'کاربری': ['گیمینگ'] } }, 'KW100'],
              xiaomi: ['Wireless Keyboard Pro', 'Silent Keyboard 700'],
            },
            axes: [],
            priceToman: [350_000, 9_500_000], colors: ['black', 'white', 'gray', 'graphite'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع اتصال', values: ['سیمی USB', 'بی‌سیم (دانگل USB)', 'بلوتوث'] },
                { title: 'نوع کلید', values: ['ممبرین', 'مکانیکال (سوییچ قرمز)', 'مکانیکال (سوییچ آبی)', 'قیچی‌ای'] },
                { title: 'حروف‌نگاری کلیدها', values: ['فارسی و انگلیسی (حک لیزری)', 'فارسی و انگلیسی (چاپی)'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'تعداد کلید', values: ['۸۷ کلید', '۱۰۴ کلید', '۱۰۷ کلید'] },
                { title: 'نور پس‌زمینه', values: ['ندارد', 'تک‌رنگ', 'RGB'] },
                { title: 'مقاوم در برابر پاشش آب', values: ['بله', 'خیر'] },
              ] },
            ],
            brief: [
              { title: 'نوع اتصال', values: ['سیمی', 'بی‌سیم', 'بلوتوث'] },
              { title: 'نور پس‌زمینه', values: ['دارد', 'ندارد'] },
              { title: 'کاربری', values: ['اداری و خانگی'] },
            ],
            description: [
              '{name} با کلیدهای خوش‌دست و صدای کم، تایپ طولانی را برای شما راحت‌تر می‌کند.',
              'حروف فارسی و انگلیسی روی کلیدها با دوام بالا حک شده‌اند و با گذر زمان پاک نمی‌شوند.',
              'کیفیت ساخت {brand} در کنار چیدمان استاندارد، این کیبورد را برای خانه و اداره مناسب کرده است.',
            ],
            tags: ['کیبورد', 'صفحه کلید', 'کیبورد فارسی', 'کیبورد بی‌سیم', 'کیبورد مکانیکال'],
          },
        },
        {
          slug: 'usb-flash-drive', name: 'فلش مموری', nameEn: 'USB Flash Drives',
          kind: {
            noun: 'فلش مموری', nounEn: 'USB Flash Drive', shape: 'cable',
            brands: ['sandisk', 'samsung', 'tsco', 'hp'],
            models: ['Ultra Flair', 'Cruzer Blade', 'BAR Plus', 'THU-1165', 'V250W', 'Dual Drive', 'Fit Plus', 'Luxe'],
            lines: {
              sandisk: ['Ultra Flair', 'Cruzer Blade', 'Ultra Dual Drive'],
              samsung: ['BAR Plus', 'Fit Plus'],
              tsco: ['THU-1165', 'THU-1120'],
              hp: ['V250W', 'X796W'],
            },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۳۲ گیگابایت', en: '32GB' },
                { fa: '۶۴ گیگابایت', en: '64GB' },
                { fa: '۱۲۸ گیگابایت', en: '128GB' },
                { fa: '۲۵۶ گیگابایت', en: '256GB' },
              ] },
            ],
            priceToman: [250_000, 2_500_000], colors: ['black', 'silver', 'red', 'blue', 'white'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'رابط', values: ['USB 3.2 Gen 1', 'USB 3.0', 'USB 2.0', 'USB-C و USB-A (دوسر)'] },
                { title: 'جنس بدنه', values: ['فلزی', 'پلاستیکی', 'فلز و پلاستیک'] },
              ] },
              { group: 'سرعت', rows: [
                { title: 'سرعت خواندن', values: ['۱۰۰ مگابایت بر ثانیه', '۱۵۰ مگابایت بر ثانیه', '۴۰۰ مگابایت بر ثانیه'] },
                { title: 'سرعت نوشتن', values: ['۳۰ مگابایت بر ثانیه', '۶۰ مگابایت بر ثانیه', '۱۱۰ مگابایت بر ثانیه'] },
              ] },
            ],
            brief: [
              { title: 'رابط', values: ['USB 3.2', 'USB 3.0', 'USB-C'] },
              { title: 'مقاومت', values: ['ضدآب', 'ضدضربه', 'ضدآب و ضدضربه'] },
              { title: 'طراحی', values: ['بدون درپوش', 'دارای درپوش', 'جاکلیدی‌دار'] },
            ],
            description: [
              '{name} با سرعت بالای انتقال اطلاعات، جابه‌جایی فیلم، عکس و فایل‌های حجیم را در چند ثانیه انجام می‌دهد.',
              'بدنه مقاوم و جمع‌وجور این فلش مموری به‌راحتی به جاکلیدی وصل می‌شود و همیشه همراه شماست.',
              'حافظه‌های {brand} به دوام و نگهداری مطمئن اطلاعات شهرت دارند.',
            ],
            tags: ['فلش', 'فلش مموری', 'حافظه USB', 'فلش دیسک'],
          },
        },
      ],
    },
    // ──────────────────────── تبلت و لوازم جانبی ────────────────────────
    {
      slug: 'tablet-and-accessories', name: 'تبلت و لوازم جانبی', nameEn: 'Tablets & Accessories',
      children: [
        {
          slug: 'tablet', name: 'تبلت', nameEn: 'Tablets', demand: 3,
          kind: {
            noun: 'تبلت', nounEn: 'Tablet', shape: 'tablet',
            brands: ['samsung', 'apple', 'xiaomi', 'lenovo', 'huawei', 'honor'],
            models: ['Tab A9 Plus', 'Pad 7', 'Tab S10 FE', 'Tab M11', 'Pad X9', 'Air 11', 'Pad Pro 12.1', 'Lite 8'],
            lines: {
              samsung: [
                { name: 'Galaxy Tab A9 Plus', specs: { 'اندازه': ['۱۱ اینچ'], 'تراشه': ['Snapdragon 695'], 'فناوری صفحه‌نمایش': ['TFT LCD'] } },
                { name: 'Galaxy Tab S10 FE', specs: { 'اندازه': ['۱۰.۹ اینچ'], 'تراشه': ['Exynos 1580'] } },
                { name: 'Galaxy Tab S9 FE', specs: { 'اندازه': ['۱۰.۹ اینچ'], 'تراشه': ['Exynos 1380'] } },
              ],
              apple: [
                { name: 'iPad 10', specs: { 'اندازه': ['۱۰.۹ اینچ'], 'تراشه': ['A14 Bionic'] } },
                { name: 'iPad Air 11 M2', specs: { 'اندازه': ['۱۱ اینچ'], 'تراشه': ['Apple M2'] } },
                { name: 'iPad Pro 13 M4', specs: { 'اندازه': ['۱۳ اینچ'], 'تراشه': ['Apple M4'] } },
              ],
              xiaomi: [
                { name: 'Redmi Pad Pro', specs: { 'اندازه': ['۱۲.۱ اینچ'], 'تراشه': ['Snapdragon 7s Gen 2'] } },
                { name: 'Pad 7', specs: { 'اندازه': ['۱۱.۲ اینچ'], 'تراشه': ['Snapdragon 7+ Gen 3'] } },
                { name: 'Redmi Pad SE 8.7', specs: { 'اندازه': ['۸.۷ اینچ'], 'تراشه': ['Helio G85'] } },
              ],
              lenovo: [
                { name: 'Tab M11', specs: { 'اندازه': ['۱۱ اینچ'], 'تراشه': ['Helio G88'] } },
                { name: 'Tab P12', specs: { 'اندازه': ['۱۲.۷ اینچ'], 'تراشه': ['Dimensity 7050'] } },
              ],
              huawei: [
                { name: 'MatePad 11.5', specs: { 'اندازه': ['۱۱.۵ اینچ'], 'تراشه': ['Snapdragon 7 Gen 1'] } },
                { name: 'MatePad SE 11', specs: { 'اندازه': ['۱۱ اینچ'], 'تراشه': ['Snapdragon 680'] } },
              ],
              honor: [
                { name: 'Pad X9', specs: { 'اندازه': ['۱۱.۵ اینچ'], 'تراشه': ['Snapdragon 685'] } },
                { name: 'Pad 9', specs: { 'اندازه': ['۱۲.۱ اینچ'], 'تراشه': ['Snapdragon 6 Gen 1'] } },
              ],
            },
            axes: [
              { title: 'ظرفیت', values: [{ fa: '۶۴ گیگابایت', en: '64GB' }, { fa: '۱۲۸ گیگابایت', en: '128GB' }, { fa: '۲۵۶ گیگابایت', en: '256GB' }] },
              { title: 'رم', values: [{ fa: '۴ گیگابایت', en: '4GB RAM' }, { fa: '۶ گیگابایت', en: '6GB RAM' }, { fa: '۸ گیگابایت', en: '8GB RAM' }] },
            ],
            priceToman: [8_000_000, 110_000_000], colors: ['graphite', 'silver', 'gray', 'blue', 'mint'],
            specs: [
              { group: 'صفحه نمایش', rows: [
                { title: 'اندازه', values: ['۸.۷ اینچ', '۱۰.۹ اینچ', '۱۱ اینچ', '۱۲.۱ اینچ', '۱۳ اینچ'] },
                { title: 'فناوری صفحه‌نمایش', values: ['IPS LCD', 'TFT', 'OLED'] },
                { title: 'نرخ به‌روزرسانی', values: ['۶۰ هرتز', '۹۰ هرتز', '۱۲۰ هرتز', '۱۴۴ هرتز'] },
              ] },
              { group: 'مشخصات کلی', rows: [
                { title: 'قابلیت مکالمه', values: ['دارد (سیم‌کارت‌خور)', 'ندارد (فقط Wi-Fi)'] },
                { title: 'تراشه', values: ['Snapdragon 7s Gen 2', 'Helio G99', 'Dimensity 8300', 'Exynos 1380', 'Apple M2'] },
                { title: 'وزن', values: ['۳۳۵ گرم', '۴۸۰ گرم', '۵۱۰ گرم', '۶۱۰ گرم'] },
              ] },
              { group: 'باتری', rows: [
                { title: 'ظرفیت باتری', values: ['۵۱۰۰ میلی‌آمپرساعت', '۷۰۴۰ میلی‌آمپرساعت', '۸۰۰۰ میلی‌آمپرساعت', '۱۰۰۹۰ میلی‌آمپرساعت'] },
                { title: 'توان شارژ سریع', values: ['۱۵ وات', '۲۰ وات', '۳۳ وات', '۴۵ وات'] },
              ] },
            ],
            brief: [
              { title: 'اندازه', values: ['۸.۷ اینچ', '۱۱ اینچ', '۱۲.۱ اینچ'] },
              { title: 'قابلیت مکالمه', values: ['دارد', 'ندارد'] },
              { title: 'پشتیبانی از قلم', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} با صفحه‌نمایش بزرگ و بلندگوهای استریو، برای تماشای فیلم، مطالعه و کلاس‌های آنلاین انتخابی ایدئال است.',
              'پردازنده کارآمد {brand} اجرای هم‌زمان چند برنامه و جابه‌جایی میان آن‌ها را سریع و روان نگه می‌دارد.',
              'باتری پرظرفیت این تبلت یک روز کامل کاری یا چند ساعت سرگرمی پیوسته را پشتیبانی می‌کند.',
            ],
            tags: ['تبلت', 'تبلت اندروید', 'آیپد', 'تبلت دانش‌آموزی'],
          },
        },
        {
          slug: 'tablet-case', name: 'کیف و کاور تبلت', nameEn: 'Tablet Cases',
          kind: {
            noun: 'کیف کلاسوری', nounEn: 'Book Cover', shape: 'tablet',
            brands: ['baseus', 'remax', 'hoco'],
            models: ['Smart Folio', 'Book Cover', 'Magnetic', 'Tri-Fold', 'Leather Pro', 'Pencil Slot'],
            axes: [
              { title: 'مناسب برای', values: [
                { fa: 'تبلت سامسونگ Galaxy Tab A9 Plus', en: 'for Galaxy Tab A9 Plus' },
                { fa: 'تبلت سامسونگ Galaxy Tab S10 FE', en: 'for Galaxy Tab S10 FE' },
                { fa: 'تبلت اپل iPad Air 11', en: 'for iPad Air 11' },
                { fa: 'تبلت شیائومی Redmi Pad Pro', en: 'for Redmi Pad Pro' },
                { fa: 'تبلت لنوو Tab M11', en: 'for Lenovo Tab M11' },
              ] },
            ],
            priceToman: [300_000, 3_500_000], colors: ['black', 'navy', 'gray', 'pink', 'mint', 'purple'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'جنس', values: ['چرم مصنوعی', 'پلی‌کربنات و TPU', 'سیلیکون'] },
                { title: 'نوع بسته شدن', values: ['مگنتی', 'بند کشی'] },
                { title: 'جای قلم', values: ['دارد', 'ندارد'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'قابلیت ایستادن', values: ['دوحالته', 'سه‌حالته', 'تاشو'] },
                { title: 'خاموش و روشن شدن خودکار صفحه', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'جنس', values: ['چرم مصنوعی', 'پلی‌کربنات', 'سیلیکون'] },
              { title: 'جای قلم', values: ['دارد', 'ندارد'] },
              { title: 'ویژگی‌های خاص', values: ['قابلیت ایستادن', 'ضدضربه', 'خواب و بیداری هوشمند'] },
            ],
            description: [
              '{name} تبلت شما را از هر طرف در برابر ضربه، گردوغبار و خط‌وخش محافظت می‌کند.',
              'درِ این کیف به پایه‌ای برای تماشای فیلم یا تایپ تبدیل می‌شود و با بستن آن صفحه‌نمایش به‌طور خودکار خاموش می‌شود.',
              'دوخت تمیز و مواد باکیفیت {brand} ظاهر شیک کیف را برای مدتی طولانی حفظ می‌کند.',
            ],
            tags: ['کیف تبلت', 'کاور تبلت', 'کیف کلاسوری', 'قاب تبلت'],
          },
        },
        {
          slug: 'stylus-pen', name: 'قلم لمسی', nameEn: 'Stylus Pens',
          kind: {
            noun: 'قلم لمسی', nounEn: 'Stylus Pen', shape: 'tool',
            brands: ['apple', 'samsung', 'xiaomi', 'lenovo', 'huawei', 'baseus'],
            models: ['Pen 2', 'Smart Pen', 'Active Pen', 'SP-10', 'Pencil USB-C', 'Stylus Pro', 'M-Pencil 3'],
            lines: {
              apple: ['Pencil Pro', 'Pencil USB-C'],
              samsung: ['S Pen Pro', 'S Pen Creator Edition'],
              xiaomi: ['Focus Pen', 'Smart Pen 2'],
              lenovo: ['Tab Pen Plus', 'Precision Pen 3'],
              huawei: ['M-Pencil 3'],
              baseus: ['Smooth Writing 2', 'Smooth Writing Pro'],
            },
            axes: [],
            priceToman: [600_000, 12_000_000], colors: ['white', 'black', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع اتصال', values: ['بلوتوث', 'مگنتی و بلوتوث', 'بدون نیاز به اتصال'] },
                { title: 'حساسیت به فشار', values: ['۲۰۴۸ سطح', '۴۰۹۶ سطح', 'ندارد'] },
                { title: 'تشخیص زاویه', values: ['دارد', 'ندارد'] },
              ] },
              { group: 'باتری', rows: [
                { title: 'روش شارژ', values: ['مگنتی بی‌سیم', 'درگاه USB-C'] },
                { title: 'مدت زمان کارکرد', values: ['۸ ساعت', '۱۰ ساعت', '۱۲ ساعت'] },
              ] },
            ],
            brief: [
              { title: 'حساسیت به فشار', values: ['دارد', 'ندارد'] },
              { title: 'پشتیبانی از Palm Rejection', values: ['دارد', 'ندارد'] },
              { title: 'روش شارژ', values: ['مگنتی', 'USB-C'] },
            ],
            description: [
              '{name} نوشتن، یادداشت‌برداری و طراحی روی تبلت را به تجربه‌ای شبیه کار با کاغذ تبدیل می‌کند.',
              'نوک دقیق و تأخیر بسیار کم این قلم، حرکت دست شما را بی‌درنگ روی صفحه دنبال می‌کند.',
              'قلم‌های {brand} با بدنه سبک و خوش‌دست برای استفاده‌های طولانی طراحی شده‌اند.',
            ],
            tags: ['قلم لمسی', 'قلم تبلت', 'استایلوس', 'قلم آیپد'],
          },
        },
      ],
    },
    // ──────────────────────── هدفون و اسپیکر ────────────────────────
    {
      slug: 'headphones-and-speakers', name: 'هدفون، هندزفری و اسپیکر', nameEn: 'Headphones & Speakers',
      children: [
        {
          slug: 'wireless-headphones', name: 'هدفون بی‌سیم', nameEn: 'Wireless Headphones', demand: 2,
          kind: {
            noun: 'هدفون بی‌سیم', nounEn: 'Wireless Headphones', shape: 'headphone',
            brands: ['sony', 'jbl', 'anker', 'apple', 'haylou', 'lenovo'],
            models: ['Tune 770NC', 'Q30', 'WH-720N', 'Live 670', 'S35', 'Max', 'TH30', 'Space One'],
            lines: {
              sony: [{ name: 'WH-CH720N', specs: ANC }, { name: 'WH-1000XM5', specs: ANC }, { name: 'WH-CH520', specs: NO_ANC }],
              jbl: [{ name: 'Tune 770NC', specs: ANC }, { name: 'Live 670NC', specs: ANC }, { name: 'Tune 520BT', specs: NO_ANC }],
              anker: [{ name: 'Soundcore Q30', specs: ANC }, { name: 'Soundcore Space One', specs: ANC }],
              apple: [{ name: 'AirPods Max', specs: ANC }],
              haylou: [{ name: 'S35 ANC', specs: ANC }, { name: 'S30 Pro', specs: ANC }],
              lenovo: [{ name: 'Thinkplus TH30', specs: NO_ANC }],
            },
            axes: [],
            priceToman: [1_200_000, 40_000_000], colors: ['black', 'white', 'blue', 'silver', 'beige'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع گوشی', values: ['روگوشی (Over-Ear)', 'دورگوشی (On-Ear)'] },
                { title: 'نسخه بلوتوث', values: ['5.3', '5.4', '6.0'] },
                { title: 'وزن', values: ['۱۸۵ گرم', '۲۵۰ گرم', '۳۸۵ گرم'] },
              ] },
              { group: 'صدا', rows: [
                { title: 'حذف نویز فعال (ANC)', values: ['دارد', 'ندارد'] },
                { title: 'اندازه درایور', values: ['۳۰ میلی‌متر', '۴۰ میلی‌متر', '۵۰ میلی‌متر'] },
                { title: 'کدک‌های پشتیبانی‌شده', values: ['SBC و AAC', 'SBC و AAC و LDAC'] },
              ] },
              { group: 'باتری', rows: [
                { title: 'مدت زمان پخش موسیقی', values: ['۳۰ ساعت', '۴۰ ساعت', '۶۰ ساعت', '۷۰ ساعت'] },
                { title: 'درگاه شارژ', values: ['USB-C', 'لایتنینگ'] },
              ] },
            ],
            brief: [
              { title: 'حذف نویز فعال (ANC)', values: ['دارد', 'ندارد'] },
              { title: 'مدت زمان پخش موسیقی', values: ['۳۰ ساعت', '۴۰ ساعت', '۶۰ ساعت'] },
              { title: 'میکروفون', values: ['دارد', 'دارد (دوگانه)'] },
            ],
            description: [
              '{name} با صدای شفاف، بیس عمیق و بالشتک‌های نرم، ساعت‌ها شنیدن موسیقی را لذت‌بخش می‌کند.',
              'فناوری حذف نویز {brand} صدای مزاحم محیط را در مترو، هواپیما یا محل کار کاهش می‌دهد.',
              'باتری بادوام این هدفون چند روز استفاده معمولی را بدون نیاز به شارژ دوباره پشتیبانی می‌کند.',
            ],
            tags: ['هدفون', 'هدفون بی‌سیم', 'هدفون بلوتوثی', 'هدست', 'هدفون نویز کنسلینگ'],
          },
        },
        {
          slug: 'bluetooth-earbuds', name: 'هندزفری بلوتوثی', nameEn: 'Bluetooth Earbuds', demand: 5,
          kind: {
            noun: 'هندزفری بلوتوثی', nounEn: 'Bluetooth Earbuds', shape: 'headphone',
            brands: ['samsung', 'apple', 'xiaomi', 'haylou', 'anker', 'jbl', 'sony', 'honor'],
            models: ['Buds 3 Pro', 'Pro 2', 'GT7', 'W1', 'Liberty 4 NC', 'X1', 'Air 3', 'Wave Buds', 'T50'],
            lines: {
              samsung: [{ name: 'Galaxy Buds 3 Pro', specs: ANC_BRIEF }, { name: 'Galaxy Buds FE', specs: ANC_BRIEF }],
              apple: [{ name: 'AirPods Pro 2', specs: ANC_BRIEF }, { name: 'AirPods 4', specs: NO_ANC_BRIEF }],
              xiaomi: [{ name: 'Redmi Buds 6 Active', specs: NO_ANC_BRIEF }, { name: 'Buds 5', specs: ANC_BRIEF }],
              haylou: [{ name: 'GT7', specs: NO_ANC_BRIEF }, { name: 'W1', specs: NO_ANC_BRIEF }, { name: 'X1 Neo', specs: NO_ANC_BRIEF }],
              anker: [{ name: 'Soundcore Liberty 4 NC', specs: ANC_BRIEF }, { name: 'Soundcore P20i', specs: NO_ANC_BRIEF }],
              jbl: [{ name: 'Wave Buds 2', specs: ANC_BRIEF }, { name: 'Tune Beam', specs: ANC_BRIEF }],
              sony: [{ name: 'WF-C700N', specs: ANC_BRIEF }, { name: 'WF-1000XM5', specs: ANC_BRIEF }],
              honor: [{ name: 'Choice Earbuds X7', specs: ANC_BRIEF }],
            },
            axes: [],
            priceToman: [600_000, 15_000_000], colors: ['black', 'white', 'blue', 'pink', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع', values: ['توگوشی (In-Ear)', 'نیمه‌توگوشی'] },
                { title: 'نسخه بلوتوث', values: ['5.3', '5.4', '6.0'] },
                { title: 'استاندارد مقاومت', values: ['IPX4', 'IPX5', 'IP54', 'IP57'] },
              ] },
              { group: 'باتری', rows: [
                { title: 'مدت زمان پخش با یک بار شارژ', values: ['۵ ساعت', '۶ ساعت', '۸ ساعت'] },
                { title: 'مدت زمان پخش با کیس شارژ', values: ['۲۴ ساعت', '۳۰ ساعت', '۳۶ ساعت'] },
                { title: 'شارژ بی‌سیم کیس', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'حذف نویز فعال', values: ['دارد', 'ندارد'] },
              { title: 'کنترل لمسی', values: ['دارد', 'ندارد'] },
              { title: 'مقاوم در برابر تعریق', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} سبک و کوچک است و در گوش به‌راحتی جا می‌گیرد؛ همراهی عالی برای ورزش، پیاده‌روی و مکالمه.',
              'اتصال پایدار بلوتوث و کیفیت صدای متعادل {brand}، موسیقی و تماس‌ها را شفاف به گوش شما می‌رساند.',
              'کیس شارژ جیبی این هندزفری چند بار دیگر آن را به‌طور کامل شارژ می‌کند.',
            ],
            tags: ['هندزفری', 'هندزفری بلوتوثی', 'ایرباد', 'هدفون بی‌سیم', 'ایرپاد'],
          },
        },
        {
          slug: 'bluetooth-speaker', name: 'اسپیکر بلوتوثی', nameEn: 'Bluetooth Speakers',
          kind: {
            noun: 'اسپیکر بلوتوثی قابل حمل', nounEn: 'Portable Bluetooth Speaker', shape: 'speaker',
            brands: ['jbl', 'sony', 'anker', 'xiaomi', 'tsco', 'beyond'],
            models: ['Flip 6', 'Charge 5', 'Go 4', 'Motion 300', 'XB100', 'TS-2370', 'Boom 2', 'Clip 5'],
            lines: {
              jbl: ['Flip 6', 'Charge 5', 'Go 4', 'Clip 5'],
              sony: ['ULT Field 1', 'SRS-XB100'],
              anker: ['Soundcore Motion 300', 'Soundcore Boom 2'],
              xiaomi: ['Sound Pocket', 'Sound Outdoor'],
              tsco: ['TS-2370', 'TS-2394'],
              beyond: ['BA-3560', 'BA-3905'],
            },
            axes: [],
            priceToman: [700_000, 25_000_000], colors: ['black', 'blue', 'red', 'gray', 'green', 'pink'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'توان خروجی', values: ['۵ وات', '۱۰ وات', '۲۰ وات', '۳۰ وات', '۴۰ وات'] },
                { title: 'نسخه بلوتوث', values: ['5.1', '5.3', '5.4'] },
                { title: 'استاندارد مقاومت', values: ['IPX5', 'IPX7', 'IP67'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'مدت زمان پخش', values: ['۸ ساعت', '۱۲ ساعت', '۲۰ ساعت', '۲۴ ساعت'] },
                { title: 'ورودی‌ها', values: ['بلوتوث', 'بلوتوث و AUX', 'بلوتوث، AUX و رم'] },
                { title: 'رادیو FM', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'استاندارد مقاومت', values: ['دارد', 'ندارد'] },
              { title: 'قابلیت اتصال هم‌زمان دو اسپیکر', values: ['دارد', 'ندارد'] },
              { title: 'میکروفون برای مکالمه', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} با صدای بلند و بیس پرقدرت، همراه مناسبی برای پیک‌نیک، سفر و دورهمی‌های دوستانه است.',
              'بدنه مقاوم {brand} در برابر آب و گردوغبار ایستادگی می‌کند و نگرانی بابت پاشش آب کنار استخر ندارید.',
              'باتری پرظرفیت این اسپیکر ساعت‌ها پخش پیوسته موسیقی را ممکن می‌کند.',
            ],
            tags: ['اسپیکر', 'اسپیکر بلوتوثی', 'اسپیکر قابل حمل', 'بلندگو'],
          },
        },
      ],
    },
    // ──────────────────────── گجت‌های پوشیدنی ────────────────────────
    {
      slug: 'wearable-gadgets', name: 'گجت‌های پوشیدنی', nameEn: 'Wearable Gadgets',
      children: [
        {
          slug: 'smartwatch', name: 'ساعت هوشمند', nameEn: 'Smartwatches', demand: 4,
          kind: {
            noun: 'ساعت هوشمند', nounEn: 'Smart Watch', shape: 'watch',
            brands: ['samsung', 'apple', 'xiaomi', 'huawei', 'amazfit', 'haylou', 'honor'],
            models: ['Watch 7', 'GT 5', 'Active 3', 'Series 10', 'Balance', 'Bip 6', 'Ultra 2', 'Watch S4', 'Fit 3', 'Solar Plus'],
            lines: {
              samsung: ['Galaxy Watch 7', 'Galaxy Watch Ultra', 'Galaxy Watch FE'],
              apple: ['Watch Series 10', 'Watch Ultra 2', 'Watch SE 2024'],
              xiaomi: ['Redmi Watch 5 Active', 'Watch S4'],
              huawei: ['Watch GT 5', 'Watch Fit 3'],
              amazfit: ['Balance', 'Bip 6', 'Active 2'],
              haylou: ['Solar Plus', 'RS5'],
              honor: ['Watch 5', 'Choice Watch'],
            },
            axes: [
              { title: 'اندازه', values: [{ fa: '۴۱ میلی‌متر', en: '41mm' }, { fa: '۴۴ میلی‌متر', en: '44mm' }, { fa: '۴۶ میلی‌متر', en: '46mm' }] },
            ],
            priceToman: [1_500_000, 40_000_000], colors: ['black', 'silver', 'gold', 'rose-gold', 'graphite', 'green'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'جنس بدنه', values: ['آلومینیوم', 'فولاد ضدزنگ', 'پلاستیک', 'تیتانیوم'] },
                { title: 'جنس بند', values: ['سیلیکون', 'چرم', 'فلزی', 'پارچه‌ای'] },
                { title: 'استاندارد مقاومت', values: ['5ATM', 'IP68', '5ATM و IP68'] },
              ] },
              { group: 'صفحه نمایش', rows: [
                { title: 'فناوری صفحه‌نمایش', values: ['AMOLED', 'Super AMOLED', 'LTPO OLED', 'TFT'] },
                { title: 'اندازه صفحه‌نمایش', values: ['۱.۴۳ اینچ', '۱.۵ اینچ', '۱.۸۳ اینچ', '۱.۹۶ اینچ'] },
              ] },
              { group: 'قابلیت‌ها', rows: [
                { title: 'حسگرها', values: ['ضربان قلب و اکسیژن خون', 'ضربان قلب، اکسیژن خون و نوار قلب', 'ضربان قلب، اکسیژن خون و دمای پوست'] },
                { title: 'مکان‌یاب', values: ['GPS داخلی', 'GPS دوفرکانسه', 'از طریق گوشی'] },
                { title: 'عمر باتری', values: ['۲ روز', '۷ روز', '۱۴ روز', '۲۱ روز'] },
              ] },
            ],
            brief: [
              { title: 'قابلیت مکالمه', values: ['دارد', 'ندارد'] },
              { title: 'پایش سلامت', values: ['ضربان قلب', 'اکسیژن خون', 'کیفیت خواب', 'سطح استرس'] },
              { title: 'حالت‌های ورزشی', values: ['بیش از ۱۰۰ حالت', 'بیش از ۱۵۰ حالت'] },
            ],
            description: [
              '{name} سلامت شما را شبانه‌روز زیر نظر دارد و ضربان قلب، اکسیژن خون و کیفیت خواب را به‌دقت ثبت می‌کند.',
              'با این ساعت می‌توانید اعلان‌ها را ببینید، تماس‌ها را پاسخ دهید و ده‌ها فعالیت ورزشی را دنبال کنید.',
              'طراحی شیک {brand} در کنار بندهای قابل تعویض، این ساعت را برای محل کار و باشگاه مناسب کرده است.',
            ],
            tags: ['ساعت هوشمند', 'اسمارت واچ', 'ساعت', 'ساعت ورزشی', 'اپل واچ'],
          },
        },
        {
          slug: 'smart-band', name: 'مچ‌بند هوشمند', nameEn: 'Smart Bands',
          kind: {
            noun: 'مچ‌بند هوشمند', nounEn: 'Smart Band', shape: 'watch',
            brands: ['xiaomi', 'huawei', 'honor', 'samsung', 'amazfit'],
            models: ['Band 9', 'Band 9 Pro', 'Band 10', 'Fit 3', 'Helio', 'Band 8 NFC', 'Active 2'],
            lines: {
              xiaomi: ['Smart Band 9', 'Smart Band 9 Pro'],
              huawei: ['Band 9', 'Band 10'],
              honor: ['Band 9'],
              samsung: ['Galaxy Fit 3'],
              amazfit: ['Band 7', 'Helio Strap'],
            },
            axes: [],
            priceToman: [1_200_000, 7_500_000], colors: ['black', 'pink', 'mint', 'silver', 'blue'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'صفحه‌نمایش', values: ['AMOLED ۱.۶۲ اینچ', 'AMOLED ۱.۴۷ اینچ', 'AMOLED ۱.۷۴ اینچ'] },
                { title: 'استاندارد مقاومت', values: ['5ATM', 'IP68'] },
                { title: 'وزن', values: ['۱۵.۸ گرم', '۲۲ گرم', '۲۴.۵ گرم'] },
              ] },
              { group: 'قابلیت‌ها', rows: [
                { title: 'حسگرها', values: ['ضربان قلب و اکسیژن خون', 'ضربان قلب، اکسیژن خون و شتاب‌سنج'] },
                { title: 'عمر باتری', values: ['۱۰ روز', '۱۴ روز', '۲۱ روز'] },
                { title: 'NFC', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'پایش سلامت', values: ['ضربان قلب', 'اکسیژن خون', 'کیفیت خواب'] },
              { title: 'حالت‌های ورزشی', values: ['بیش از ۱۰۰ حالت', 'بیش از ۱۵۰ حالت'] },
              { title: 'نمایش اعلان‌ها', values: ['پیامک و تماس', 'پیامک، تماس و پیام‌رسان‌ها'] },
            ],
            description: [
              '{name} سبک و راحت است و آن‌قدر کم به چشم می‌آید که حتی هنگام خواب هم می‌توانید آن را به دست داشته باشید.',
              'این مچ‌بند قدم‌ها، کالری مصرفی، ضربان قلب و کیفیت خواب شما را ثبت می‌کند و گزارش آن را در اپلیکیشن {brand} نمایش می‌دهد.',
              'باتری بادوام آن دو هفته بدون نیاز به شارژ همراهتان است.',
            ],
            tags: ['مچ‌بند هوشمند', 'دستبند هوشمند', 'اسمارت بند', 'مچ‌بند ورزشی'],
          },
        },
      ],
    },
  ],
};
