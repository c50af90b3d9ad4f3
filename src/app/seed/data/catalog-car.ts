import type { MainCategorySeed } from './types.ts';

/** Model-fixed spec values shared by several models (attributes.ts narrows rows with them). */
const NO_REAR = { 'به همراه': ['کارت حافظه ۶۴ گیگابایتی', 'کیت برق مستقیم'] };
const SINGLE_DIN = { 'اندازه': ['تک‌دین (1DIN)'] };
const DOUBLE_DIN = { 'اندازه': ['دودین (2DIN)'] };
const BT = { 'بلوتوث': ['دارد'] };
const NO_BT = { 'بلوتوث': ['ندارد'] };
const oil = (base: string, ...grades: string[]) => ({ 'نوع روغن': [base], 'ویسکوزیته': grades });
const ROAD = { 'نوع کاربری': ['جاده‌ای (H/T)'], 'کاربری': ['شهری و جاده‌ای'] };
const ALL_TERRAIN = { 'نوع کاربری': ['همه‌منظوره (A/T)'], 'کاربری': ['جاده‌ای و آفرود سبک'] };

/** لوازم جانبی خودرو: لوازم برقی، نگهداری و تمیزکاری، لوازم داخل خودرو، ابزار اضطراری، لاستیک. */
export const CAR_ACCESSORIES: MainCategorySeed = {
  slug: 'car-accessories', name: 'لوازم جانبی خودرو', nameEn: 'Car Accessories',
  children: [
    // ─────────────────────────── لوازم برقی خودرو ───────────────────────────
    {
      slug: 'car-electronics', name: 'لوازم برقی و صوتی خودرو', nameEn: 'Car Electronics',
      children: [
        {
          slug: 'car-dashcam', name: 'دوربین خودرو', nameEn: 'Dash Cams',
          kind: {
            noun: 'دوربین فیلم‌برداری خودرو', nounEn: 'Dash Cam', shape: 'camera',
            brands: ['70mai', 'xiaomi', 'baseus', 'anker'],
            models: ['A500S', 'A810', 'M300', 'A400', 'Omni', 'Pro Plus', 'M500', 'Lite 2'],
            // Cheapest first; a rear camera only for the models that take one.
            lines: {
              '70mai': [
                { name: 'M300', price: 2_800_000, specs: { ...NO_REAR, 'کیفیت فیلم‌برداری': ['Full HD 1080p'], 'صفحه‌نمایش': ['ندارد'] } },
                { name: 'A500S', price: 5_000_000, specs: { 'کیفیت فیلم‌برداری': ['2K 1440p'], 'صفحه‌نمایش': ['۲ اینچ'] } },
                { name: 'Omni', price: 7_000_000, specs: { ...NO_REAR, 'کیفیت فیلم‌برداری': ['Full HD 1080p'], 'صفحه‌نمایش': ['ندارد'] } },
                { name: 'A810', price: 9_000_000, specs: { 'کیفیت فیلم‌برداری': ['4K 2160p'], 'صفحه‌نمایش': ['۳ اینچ IPS'] } },
              ],
              xiaomi: [
                { name: 'Dash Cam 2', price: 3_500_000, specs: { ...NO_REAR, 'کیفیت فیلم‌برداری': ['2K 1440p'] } },
                { name: 'Dash Cam Pro Plus', price: 4_500_000, specs: { 'کیفیت فیلم‌برداری': ['2K 1440p'] } },
              ],
              baseus: [{ name: 'PrimeTrip VD1', price: 3_000_000, specs: NO_REAR }],
              anker: [{ name: 'Roav DashCam C1', price: 3_500_000, specs: { ...NO_REAR, 'کیفیت فیلم‌برداری': ['Full HD 1080p'] } }],
            },
            axes: [
              { title: 'به همراه', values: [
                { fa: 'کارت حافظه ۶۴ گیگابایتی', en: 'with 64GB Memory Card', price: 1 },
                { fa: 'کیت برق مستقیم', en: 'with Hardwire Kit', price: 1.06 },
                { fa: 'دوربین عقب', en: 'with Rear Camera', price: 1.35 },
              ] },
            ],
            priceToman: [2_000_000, 14_000_000], colors: ['black', 'graphite'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'کیفیت فیلم‌برداری', values: ['Full HD 1080p', '2K 1440p', '4K 2160p'] },
                { title: 'زاویه دید', values: ['۱۲۰ درجه', '۱۴۰ درجه', '۱۴۵ درجه', '۱۵۰ درجه'] },
                { title: 'صفحه‌نمایش', values: ['ندارد', '۲ اینچ', '۳ اینچ IPS'] },
              ] },
              { group: 'قابلیت‌ها', rows: [
                { title: 'دید در شب', values: ['دارد (حسگر Sony STARVIS)', 'دارد', 'ندارد'] },
                { title: 'حالت پارک', values: ['دارد (۲۴ ساعته)', 'ندارد'] },
                { title: 'مکان‌یاب GPS', values: ['داخلی', 'ماژول جداگانه', 'ندارد'] },
                { title: 'حداکثر ظرفیت کارت حافظه', values: ['۱۲۸ گیگابایت', '۲۵۶ گیگابایت'] },
              ] },
            ],
            brief: [
              { title: 'کیفیت فیلم‌برداری', values: ['Full HD', '2K', '4K'] },
              { title: 'اتصال به گوشی', values: ['Wi-Fi و اپلیکیشن', 'ندارد'] },
              { title: 'قابلیت‌ها', values: ['ثبت خودکار تصادف (G-Sensor)', 'دستیار صوتی', 'هشدار خروج از خط'] },
            ],
            description: [
              '{name} مسیر پیش روی شما را با کیفیتی بالا و جزئیاتی خوانا، حتی پلاک خودروها، ضبط می‌کند.',
              'حسگر شتاب هنگام ترمز ناگهانی یا برخورد، فیلم همان لحظه را قفل می‌کند تا در صورت نیاز مدرکی مطمئن داشته باشید.',
              'نصب ساده با چسب پشت آینه و اپلیکیشن اختصاصی {brand}، دیدن و ذخیره فیلم‌ها را روی گوشی آسان می‌کند.',
            ],
            tags: ['دوربین خودرو', 'دش کم', 'دوربین ماشین', 'دوربین فیلم‌برداری خودرو', 'دوربین ثبت وقایع'],
          },
        },
        {
          slug: 'car-stereo', name: 'ضبط و پخش خودرو', nameEn: 'Car Stereos',
          kind: {
            noun: 'پخش‌کننده خودرو', nounEn: 'Car Stereo', shape: 'appliance',
            brands: ['pioneer', 'sony', 'panasonic'],
            models: ['S325BT', 'X5650BT', 'A110U', 'Z5350BT', 'BT209', 'AX4000', 'S120UB', 'DMH-A245'],
            lines: {
              pioneer: [
                { name: 'MVH-S325BT', price: 4_500_000, specs: { ...SINGLE_DIN, ...BT } },
                { name: 'MVH-X5650BT', price: 7_000_000, specs: { ...SINGLE_DIN, ...BT } },
                { name: 'DMH-A245BT', price: 15_000_000, specs: { ...DOUBLE_DIN, ...BT, 'صفحه‌نمایش': ['لمسی ۶.۸ اینچ'] } },
              ],
              sony: [
                { name: 'DSX-A110U', price: 4_000_000, specs: { ...SINGLE_DIN, ...NO_BT } },
                { name: 'MEX-N5300BT', price: 9_000_000, specs: { ...SINGLE_DIN, ...BT } },
                { name: 'XAV-AX4000', price: 30_000_000, specs: { ...DOUBLE_DIN, ...BT, 'صفحه‌نمایش': ['لمسی ۷ اینچ'], 'پشتیبانی از Apple CarPlay و Android Auto': ['دارد'] } },
              ],
              panasonic: [{ name: 'CQ-S120UB', price: 3_500_000, specs: { ...SINGLE_DIN, ...NO_BT } }, { name: 'CQ-BT209', price: 5_000_000, specs: { ...SINGLE_DIN, ...BT } }],
            },
            axes: [],
            // A single-DIN unit has a text display and no phone projection; calls need Bluetooth.
            rules: [
              { when: { 'اندازه': ['تک‌دین (1DIN)'] }, then: { 'صفحه‌نمایش': ['نمایشگر متنی'], 'پشتیبانی از Apple CarPlay و Android Auto': ['ندارد'] } },
              { when: { 'اندازه': ['دودین (2DIN)'] }, then: { 'صفحه‌نمایش': ['لمسی ۶.۸ اینچ', 'لمسی ۷ اینچ', 'لمسی ۹ اینچ'] } },
              { when: { 'بلوتوث': ['ندارد'] }, then: { 'تماس تلفنی بدون دست (هندزفری)': ['ندارد'] } },
            ],
            priceToman: [3_000_000, 35_000_000], colors: ['black', 'graphite'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'اندازه', values: ['تک‌دین (1DIN)', 'دودین (2DIN)'] },
                { title: 'صفحه‌نمایش', values: ['نمایشگر متنی', 'لمسی ۶.۸ اینچ', 'لمسی ۷ اینچ', 'لمسی ۹ اینچ'] },
                { title: 'حداکثر توان خروجی', values: ['۴ × ۵۰ وات', '۴ × ۵۵ وات'] },
              ] },
              { group: 'اتصالات', rows: [
                { title: 'ورودی‌ها', values: ['USB و AUX', 'USB، AUX و ورودی دوربین عقب', 'USB و رم'] },
                { title: 'بلوتوث', values: ['دارد', 'ندارد'] },
                { title: 'پشتیبانی از Apple CarPlay و Android Auto', values: ['دارد', 'ندارد', 'فقط بی‌سیم'] },
              ] },
            ],
            brief: [
              { title: 'اندازه', values: ['تک‌دین', 'دودین'] },
              { title: 'تماس تلفنی بدون دست (هندزفری)', values: ['دارد', 'ندارد'] },
              { title: 'اکولایزر', values: ['۵ باند', '۱۳ باند'] },
            ],
            description: [
              '{name} با صدای قدرتمند و اکولایزر قابل تنظیم، کیفیت صدای سیستم صوتی خودروی شما را چند پله بالاتر می‌برد.',
              'اتصال بلوتوث امکان پخش موسیقی از گوشی و پاسخ دادن به تماس‌ها را بدون برداشتن دست از فرمان فراهم می‌کند.',
              'طراحی استاندارد {brand} با بیشتر خودروهای داخلی و خارجی سازگار است و نصب آن ساده است.',
            ],
            tags: ['ضبط ماشین', 'پخش خودرو', 'مانیتور فابریک', 'ضبط خودرو', 'دستگاه پخش ماشین'],
          },
        },
        {
          slug: 'car-speaker', name: 'باند خودرو', nameEn: 'Car Speakers',
          kind: {
            noun: 'باند خودرو', nounEn: 'Car Speaker', shape: 'speaker',
            brands: ['pioneer', 'jbl', 'sony'],
            models: ['A1670F', 'Club 625', 'XS-162', 'G600', 'Stage 2', 'R6', 'R1651', 'Pro 6'],
            brandPrices: { pioneer: 2_000_000, sony: 2_200_000, jbl: 2_500_000 },
            axes: [
              { title: 'اندازه', values: [
                { fa: '۵.۲۵ اینچ', en: '5.25in', price: 1 },
                { fa: '۶.۵ اینچ', en: '6.5in', price: 1.15 },
                { fa: '۶×۹ اینچ', en: '6x9in', price: 1.35 },
              ] },
            ],
            // A 6×9 is oval; the round sizes are coaxial or component.
            rules: [
              { when: { 'اندازه': ['۶×۹ اینچ'] }, then: { 'نوع': ['بیضی'] } },
              { when: { 'اندازه': ['۵.۲۵ اینچ', '۶.۵ اینچ'] }, then: { 'نوع': ['گرد (کواکسیال)', 'کامپوننت'] } },
            ],
            priceToman: [1_500_000, 8_000_000], colors: ['black', 'graphite'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع', values: ['گرد (کواکسیال)', 'بیضی', 'کامپوننت'] },
                { title: 'تعداد راه', values: ['دوراه', 'سه‌راه', 'چهارراه'] },
                { title: 'امپدانس', values: ['۴ اهم', '۲ اهم'] },
              ] },
              { group: 'مشخصات فنی', rows: [
                { title: 'حداکثر توان', values: ['۲۵۰ وات', '۳۲۰ وات', '۴۵۰ وات', '۶۰۰ وات'] },
                { title: 'توان نامی (RMS)', values: ['۴۰ وات', '۵۰ وات', '۸۰ وات', '۹۰ وات'] },
                { title: 'حساسیت', values: ['۸۸ دسی‌بل', '۹۰ دسی‌بل', '۹۲ دسی‌بل'] },
              ] },
            ],
            brief: [
              { title: 'حداکثر توان', values: ['۳۲۰ وات', '۴۵۰ وات', '۶۰۰ وات'] },
              { title: 'محل نصب', values: ['درب جلو', 'درب عقب', 'طاقچه عقب'] },
              { title: 'فرکانس پاسخ', values: ['۳۵ هرتز تا ۲۲ کیلوهرتز', '۵۰ هرتز تا ۲۰ کیلوهرتز'] },
            ],
            description: [
              '{name} صدایی شفاف با بیس پرقدرت و جزئیات دقیق در فرکانس‌های بالا تحویل می‌دهد.',
              'مخروط مقاوم و قاب محکم این باند حتی در صدای بلند هم لرزش و اعوجاج ناخواسته ندارد.',
              'باندهای {brand} انتخابی مطمئن برای ارتقای سیستم صوتی فابریک خودرو هستند.',
            ],
            tags: ['باند ماشین', 'باند خودرو', 'اسپیکر ماشین', 'بلندگو خودرو'],
          },
        },
        {
          slug: 'car-charger', name: 'شارژر فندکی', nameEn: 'Car Chargers',
          kind: {
            noun: 'شارژر فندکی', nounEn: 'Car Charger', shape: 'cable',
            brands: ['baseus', 'anker', 'hoco', 'remax', 'xiaomi', 'tsco', 'samsung'],
            // Dealt out in turn: Baseus Superme and Golden Contactor, Anker PowerDrive, Hoco Z47, Samsung EP-L5300.
            models: ['Superme', 'PowerDrive', 'Z47', 'Mini Pro', 'Dual QC', 'TCG-21', 'EP-L5300', 'Golden Contactor'],
            brandPrices: { tsco: 280_000, hoco: 350_000, remax: 380_000, xiaomi: 600_000, baseus: 700_000, samsung: 900_000, anker: 1_100_000 },
            axes: [
              { title: 'توان', values: [
                { fa: '۳۰ وات', en: '30W', price: 1 },
                { fa: '۴۵ وات', en: '45W', price: 1.3 },
                { fa: '۶۰ وات', en: '60W', price: 1.55 },
                { fa: '۱۰۰ وات', en: '100W', price: 2 },
              ] },
            ],
            // The ports listed are the ports counted; high power needs USB-C Power Delivery.
            rules: [
              { when: { 'تعداد پورت': ['۲ پورت'] }, then: { 'نوع پورت خروجی': ['USB-A و USB-C', 'دو USB-C'] } },
              { when: { 'تعداد پورت': ['۳ پورت'] }, then: { 'نوع پورت خروجی': ['دو USB-A و یک USB-C'] } },
              { when: { 'توان': ['۶۰ وات', '۱۰۰ وات'] }, then: { 'فناوری شارژ سریع': ['Power Delivery 3.0', 'PPS'] } },
            ],
            priceToman: [200_000, 3_200_000], colors: ['black', 'silver', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'تعداد پورت', values: ['۲ پورت', '۳ پورت'] },
                { title: 'نوع پورت خروجی', values: ['USB-A و USB-C', 'دو USB-C', 'دو USB-A و یک USB-C'] },
                { title: 'ولتاژ ورودی', values: ['۱۲ ولت', '۱۲ تا ۲۴ ولت'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'فناوری شارژ سریع', values: ['Power Delivery 3.0', 'Quick Charge 3.0', 'PPS'] },
                { title: 'جنس بدنه', values: ['آلومینیوم', 'پلاستیک ABS'] },
                { title: 'کابل همراه', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'تعداد پورت', values: ['دو دستگاه', 'سه دستگاه'] },
              { title: 'فناوری شارژ سریع', values: ['Power Delivery', 'Quick Charge'] },
              { title: 'نمایشگر ولتاژ باتری خودرو', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} گوشی و تبلت شما را در طول سفر و رانندگی روزانه با سرعت بالا شارژ می‌کند.',
              'مدار محافظتی {brand} از دستگاه‌ها در برابر نوسان برق خودرو، اتصال کوتاه و گرمای بیش از حد محافظت می‌کند.',
              'بدنه کوچک این شارژر در سوکت فندک جا می‌گیرد و فضای داشبورد را شلوغ نمی‌کند.',
            ],
            tags: ['شارژر فندکی', 'شارژر ماشین', 'شارژر خودرو', 'شارژر سریع'],
          },
        },
      ],
    },
    // ─────────────────────────── نگهداری و تمیزکاری ───────────────────────────
    {
      slug: 'car-care', name: 'نگهداری و تمیزکاری خودرو', nameEn: 'Car Care & Cleaning',
      children: [
        {
          slug: 'car-engine-oil', name: 'روغن موتور', nameEn: 'Engine Oil', demand: 2,
          kind: {
            noun: 'روغن موتور خودرو', nounEn: 'Engine Oil', shape: 'can',
            brands: ['castrol', 'mobil', 'shell', 'behran'],
            models: ['Magnatec', 'Edge', 'GTX', 'Super 3000', 'Helix HX7', 'Helix Ultra', 'Pishtaz', 'Super Plus'],
            // Cheapest first, priced in toman for 4 litres; the base oil and grades are the line's.
            lines: {
              castrol: [
                { name: 'GTX', price: 1_600_000, specs: oil('معدنی', '10W-40', '20W-50') },
                { name: 'Magnatec', price: 2_300_000, specs: oil('نیمه‌سنتتیک', '5W-30', '5W-40', '10W-40') },
                { name: 'Edge', price: 3_200_000, specs: oil('تمام‌سنتتیک', '5W-30', '5W-40') },
              ],
              mobil: [
                { name: 'Super 2000', price: 1_500_000, specs: oil('نیمه‌سنتتیک', '10W-40') },
                { name: 'Super 3000', price: 2_300_000, specs: oil('تمام‌سنتتیک', '5W-30', '5W-40') },
                { name: 'Mobil 1', price: 3_500_000, specs: oil('تمام‌سنتتیک', '5W-30', '5W-40') },
              ],
              shell: [
                { name: 'Helix HX5', price: 1_400_000, specs: oil('معدنی', '10W-40', '20W-50') },
                { name: 'Helix HX7', price: 1_900_000, specs: oil('نیمه‌سنتتیک', '5W-40', '10W-40') },
                { name: 'Helix Ultra', price: 3_000_000, specs: oil('تمام‌سنتتیک', '5W-30', '5W-40') },
              ],
              behran: [
                { name: 'Rana', price: 600_000, specs: oil('معدنی', '20W-50') },
                { name: 'Super Plus', price: 750_000, specs: oil('معدنی', '10W-40', '20W-50') },
                { name: 'Pishtaz', price: 900_000, specs: oil('نیمه‌سنتتیک', '5W-30', '10W-40') },
              ],
            },
            axes: [
              { title: 'ویسکوزیته', values: [{ fa: '5W-30', en: '5W-30' }, { fa: '5W-40', en: '5W-40' }, { fa: '10W-40', en: '10W-40' }, { fa: '20W-50', en: '20W-50' }] },
              { title: 'حجم', values: [
                { fa: '۴ لیتر', en: '4L', price: 1 },
                { fa: '۵ لیتر', en: '5L', price: 1.22 },
              ] },
            ],
            priceToman: [500_000, 5_000_000], colors: ['clear'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع روغن', values: ['تمام‌سنتتیک', 'نیمه‌سنتتیک', 'معدنی'] },
                { title: 'سطح کیفی API', values: ['API SN', 'API SP', 'API SL'] },
                { title: 'استاندارد ACEA', values: ['A3/B4', 'C3', 'A5/B5'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'مناسب برای', values: ['موتورهای بنزینی', 'موتورهای بنزینی و دوگانه‌سوز', 'موتورهای بنزینی و دیزلی'] },
                { title: 'کارکرد پیشنهادی', values: ['۵۰۰۰ کیلومتر', '۸۰۰۰ کیلومتر', '۱۰۰۰۰ کیلومتر'] },
              ] },
            ],
            brief: [
              { title: 'نوع روغن', values: ['تمام‌سنتتیک', 'نیمه‌سنتتیک', 'معدنی'] },
              { title: 'سطح کیفی API', values: ['API SN', 'API SP'] },
              { title: 'مناسب برای', values: ['خودروهای سواری', 'خودروهای سواری و شاسی‌بلند'] },
            ],
            description: [
              '{name} با فرمول پیشرفته، لایه‌ای محافظ روی قطعات موتور می‌سازد و سایش را از همان لحظه روشن شدن خودرو کاهش می‌دهد.',
              'افزودنی‌های پاک‌کننده این روغن از تشکیل رسوب و لجن جلوگیری می‌کنند و موتور را تمیز و خنک نگه می‌دارند.',
              'روغن‌های {brand} برای شرایط رانندگی در ترافیک شهری و آب‌وهوای گرم ایران انتخابی مطمئن هستند.',
            ],
            tags: ['روغن موتور', 'روغن ماشین', 'روغن موتور خودرو', 'روغن سنتتیک'],
          },
        },
        {
          slug: 'car-wax-polish', name: 'واکس و پولیش', nameEn: 'Wax & Polish',
          kind: {
            noun: 'واکس بدنه خودرو', nounEn: 'Car Body Wax', shape: 'bottle',
            brands: ['sonax', 'meguiars', 'shell'],
            // Dealt out in turn: Sonax Brilliant Shine, Xtreme and Hybrid NPT; Meguiar's Quik Wax, Gold Class and Ultimate; Shell the rest.
            models: [
              { name: 'Brilliant Shine', specs: { 'نوع': ['واکس مایع'] } },
              { name: 'Quik Wax', specs: { 'نوع': ['اسپری واکس'] } },
              { name: 'Carnauba Plus', specs: { 'ماده مؤثر': ['واکس کارنوبا'] } },
              'Xtreme',
              'Gold Class',
              { name: 'Polish & Wax 3', specs: { 'نوع': ['پولیش و واکس دوکاره'], 'حذف خط‌وخش‌های سطحی': ['دارد'] } },
              { name: 'Hybrid NPT', specs: { 'ماده مؤثر': ['پلیمر مصنوعی'] } },
              'Ultimate',
            ],
            brandPrices: { shell: 500_000, sonax: 800_000, meguiars: 1_500_000 },
            // Meguiar's bottles hold 16 US ounces.
            brandSpecs: { meguiars: { 'حجم': ['۴۷۳ میلی‌لیتر'] }, sonax: { 'حجم': ['۲۵۰ میلی‌لیتر', '۵۰۰ میلی‌لیتر'] }, shell: { 'حجم': ['۲۵۰ میلی‌لیتر', '۵۰۰ میلی‌لیتر'] } },
            axes: [
              { title: 'حجم', values: [
                { fa: '۲۵۰ میلی‌لیتر', en: '250ml', price: 1 },
                { fa: '۴۷۳ میلی‌لیتر', en: '473ml', price: 1.6 },
                { fa: '۵۰۰ میلی‌لیتر', en: '500ml', price: 1.68 },
              ] },
            ],
            priceToman: [400_000, 3_500_000], colors: ['white', 'yellow', 'blue'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع', values: ['واکس مایع', 'واکس خمیری', 'اسپری واکس', 'پولیش و واکس دوکاره'] },
                { title: 'ماده مؤثر', values: ['واکس کارنوبا', 'پلیمر مصنوعی', 'سرامیک (SiO2)'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'روش استفاده', values: ['دستی با پد اسفنجی', 'دستی و دستگاه پولیش'] },
                { title: 'ماندگاری', values: ['۲ ماه', '۳ ماه', '۶ ماه'] },
                { title: 'مناسب برای', values: ['همه رنگ‌ها', 'رنگ‌های تیره', 'رنگ‌های متالیک'] },
              ] },
            ],
            brief: [
              { title: 'ماده مؤثر', values: ['کارنوبا', 'پلیمر', 'سرامیک'] },
              { title: 'محافظت در برابر اشعه UV', values: ['دارد', 'ندارد'] },
              { title: 'حذف خط‌وخش‌های سطحی', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} براقیت و عمق رنگ بدنه را بازمی‌گرداند و سطحی صاف و آینه‌ای روی خودرو می‌سازد.',
              'لایه محافظ این واکس، رنگ خودرو را در برابر آفتاب، باران و آلودگی هوای شهر محافظت می‌کند.',
              'فرمول {brand} به‌راحتی روی بدنه پخش می‌شود و پس از خشک شدن بدون ردی پاک می‌شود.',
            ],
            tags: ['واکس ماشین', 'واکس بدنه', 'پولیش خودرو', 'واکس خودرو'],
          },
        },
        {
          slug: 'car-shampoo', name: 'شامپو خودرو', nameEn: 'Car Shampoo',
          kind: {
            noun: 'شامپو خودرو', nounEn: 'Car Shampoo', shape: 'bottle',
            brands: ['sonax', 'meguiars', 'shell'],
            // Dealt out in turn: Sonax Gloss Shampoo, Xtreme and Concentrate; Meguiar's Gold Class and Ultimate Wash; Shell the rest.
            models: [
              'Gloss Shampoo',
              'Gold Class',
              { name: 'Wash & Wax', specs: { 'نوع': ['شامپو واکس‌دار'], 'دارای واکس': ['بله'] } },
              'Xtreme',
              'Ultimate Wash',
              { name: 'Active Foam', specs: { 'نوع': ['شامپو فوم (کف‌ساز)'], 'روش استفاده': ['دستگاه کارواش و فوم‌پاش'] } },
              'Concentrate',
            ],
            brandPrices: { shell: 280_000, sonax: 450_000, meguiars: 900_000 },
            axes: [
              { title: 'حجم', values: [
                { fa: '۵۰۰ میلی‌لیتر', en: '500ml', price: 1 },
                { fa: '۱ لیتر', en: '1L', price: 1.7 },
                { fa: '۲ لیتر', en: '2L', price: 2.9 },
              ] },
            ],
            // Only a waxing shampoo has wax in it.
            rules: [{ when: { 'نوع': ['شامپو معمولی', 'شامپو فوم (کف‌ساز)'] }, then: { 'دارای واکس': ['خیر'] } }, { when: { 'نوع': ['شامپو واکس‌دار'] }, then: { 'دارای واکس': ['بله'] } }],
            priceToman: [200_000, 4_500_000], colors: ['blue', 'green', 'red', 'yellow'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع', values: ['شامپو معمولی', 'شامپو واکس‌دار', 'شامپو فوم (کف‌ساز)'] },
                { title: 'میزان رقیق‌سازی', values: ['۱ به ۱۰۰', '۱ به ۲۰۰', '۱ به ۴۰۰'] },
                { title: 'pH', values: ['خنثی', 'کمی قلیایی'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'روش استفاده', values: ['دستی با سطل و دستکش', 'دستگاه کارواش و فوم‌پاش'] },
                { title: 'رایحه', values: ['لیمو', 'گیلاس', 'بدون رایحه'] },
              ] },
            ],
            brief: [
              { title: 'دارای واکس', values: ['بله', 'خیر'] },
              { title: 'مناسب برای', values: ['شست‌وشوی دستی', 'کارواش با فوم‌پاش'] },
              { title: 'کف‌سازی', values: ['زیاد', 'متوسط'] },
            ],
            description: [
              '{name} با کف غلیظ و نرم، گردوغبار و چربی جاده را بدون آسیب به رنگ و لایه‌های محافظ بدنه می‌شوید.',
              'فرمول غلیظ {brand} باعث می‌شود تنها مقدار کمی از آن برای شست‌وشوی کامل یک خودرو کافی باشد.',
              'پس از شست‌وشو، بدنه خودرو درخشان و بدون لک آب باقی می‌ماند.',
            ],
            tags: ['شامپو ماشین', 'شامپو خودرو', 'شامپو بدنه', 'کارواش'],
          },
        },
        {
          slug: 'car-vacuum', name: 'جارو شارژی خودرو', nameEn: 'Car Vacuum Cleaners',
          kind: {
            noun: 'جارو شارژی خودرو', nounEn: 'Car Vacuum Cleaner', shape: 'appliance',
            brands: ['xiaomi', 'baseus', 'black-and-decker', 'bosch'],
            // Dealt out in turn: Xiaomi Vacuum Mini and CV-120, Baseus A3 and H11, Black+Decker NVD220 and Dustbuster Pro, Bosch Move.
            models: ['Vacuum Mini', 'A3', 'NVD220', 'Move', 'CV-120', 'H11', 'Dustbuster Pro'],
            brandPrices: { xiaomi: 1_800_000, baseus: 2_000_000, 'black-and-decker': 3_500_000, bosch: 4_500_000 },
            axes: [],
            priceToman: [1_500_000, 7_000_000], colors: ['black', 'white', 'gray', 'orange'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'قدرت مکش', values: ['۵۰۰۰ پاسکال', '۸۰۰۰ پاسکال', '۱۲۰۰۰ پاسکال', '۱۵۰۰۰ پاسکال'] },
                { title: 'توان موتور', values: ['۶۰ وات', '۸۰ وات', '۱۲۰ وات'] },
                { title: 'حجم مخزن', values: ['۰.۱ لیتر', '۰.۲ لیتر', '۰.۵ لیتر'] },
              ] },
              { group: 'باتری', rows: [
                { title: 'منبع تغذیه', values: ['باتری داخلی قابل شارژ', 'فندکی ۱۲ ولت', 'باتری و فندکی'] },
                { title: 'مدت زمان کارکرد', values: ['۱۵ دقیقه', '۲۵ دقیقه', '۳۰ دقیقه'] },
              ] },
            ],
            brief: [
              { title: 'نوع فیلتر', values: ['HEPA قابل شست‌وشو', 'فیلتر فلزی'] },
              { title: 'سری‌های همراه', values: ['سری باریک و برس', 'سری باریک، برس و شلنگ'] },
              { title: 'وزن', values: ['۵۰۰ گرم', '۷۵۰ گرم', '۱.۲ کیلوگرم'] },
            ],
            description: [
              '{name} سبک و بی‌سیم است و خرده‌ها، گردوخاک و موی حیوانات را از لای صندلی‌ها و کف خودرو جمع می‌کند.',
              'مکش قدرتمند {brand} در کنار سری‌های باریک، حتی به گوشه‌های دور از دسترس کنسول و صندوق عقب می‌رسد.',
              'فیلتر قابل شست‌وشوی این جارو، هزینه نگهداری را کم می‌کند.',
            ],
            tags: ['جارو شارژی ماشین', 'جاروبرقی خودرو', 'جارو ماشین', 'جارو شارژی'],
          },
        },
      ],
    },
    // ─────────────────────────── لوازم جانبی داخل خودرو ───────────────────────────
    {
      slug: 'car-interior-accessories', name: 'لوازم جانبی داخل خودرو', nameEn: 'Car Interior Accessories',
      children: [
        {
          slug: 'car-phone-holder', name: 'پایه نگهدارنده موبایل', nameEn: 'Car Phone Holders',
          kind: {
            noun: 'پایه نگهدارنده گوشی موبایل', nounEn: 'Car Phone Holder', shape: 'tool',
            brands: ['baseus', 'hoco', 'remax', 'xiaomi', 'anker', 'tsco'],
            // Dealt out in turn: Baseus Stable Gravity and Metal Age 2, Hoco CA74, Remax RM-C39, Anker MagGrip Pro.
            models: [
              { name: 'Stable Gravity', specs: { 'نوع نگهدارنده': ['گیره‌ای جاذبه‌ای'] } },
              'CA74',
              'RM-C39',
              { name: 'Wireless Car Charger Pro', specs: { 'نوع نگهدارنده': ['گیره‌ای خودکار'], 'شارژر بی‌سیم': ['دارد (۱۵ وات)'] } },
              { name: 'MagGrip Pro', specs: { 'نوع نگهدارنده': ['مگنتی'] } },
              'THL-1004',
              'Metal Age 2',
              'H01',
            ],
            brandPrices: { tsco: 250_000, remax: 300_000, hoco: 350_000, baseus: 600_000, anker: 900_000, xiaomi: 1_800_000 },
            axes: [
              { title: 'نصب روی', values: [{ fa: 'دریچه کولر', en: 'Air Vent Mount' }, { fa: 'داشبورد و شیشه', en: 'Dashboard Mount' }, { fa: 'جای لیوان', en: 'Cup Holder Mount' }] },
            ],
            priceToman: [200_000, 3_000_000], colors: ['black', 'silver', 'gray', 'red'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع نگهدارنده', values: ['مگنتی', 'گیره‌ای', 'گیره‌ای جاذبه‌ای', 'گیره‌ای خودکار'] },
                { title: 'جنس', values: ['آلیاژ آلومینیوم', 'پلاستیک ABS', 'فلز و سیلیکون'] },
                { title: 'مناسب برای گوشی‌های', values: ['۴.۷ تا ۶.۷ اینچ', '۴.۷ تا ۷ اینچ'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'شارژر بی‌سیم', values: ['دارد (۱۵ وات)', 'ندارد'] },
                { title: 'قابلیت چرخش', values: ['۳۶۰ درجه', '۱۸۰ درجه'] },
              ] },
            ],
            brief: [
              { title: 'نوع نگهدارنده', values: ['مگنتی', 'گیره‌ای'] },
              { title: 'نصب با یک دست', values: ['دارد', 'ندارد'] },
              { title: 'شارژر بی‌سیم', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} گوشی را در جاده‌های ناهموار و دست‌اندازها محکم و بدون لرزش نگه می‌دارد.',
              'با این پایه مسیریاب همیشه جلوی چشم شماست و برای دیدن نقشه لازم نیست نگاهتان را از جاده بردارید.',
              'طراحی ظریف {brand} با دکور داخلی بیشتر خودروها هماهنگ است و بدون ابزار نصب می‌شود.',
            ],
            tags: ['پایه موبایل ماشین', 'هولدر گوشی', 'نگهدارنده موبایل', 'پایه نگهدارنده گوشی', 'هولدر ماشین'],
          },
        },
        {
          slug: 'car-air-freshener', name: 'خوشبوکننده خودرو', nameEn: 'Car Air Fresheners',
          kind: {
            noun: 'خوشبوکننده خودرو', nounEn: 'Car Air Freshener', shape: 'perfume',
            brands: ['baseus', 'xiaomi', 'remax'],
            // Dealt out in turn: Baseus Fresh Pro, Minimal and Solid Balm; Xiaomi Aroma 2 and Vent Clip; Remax RM-C34 and Little Fatty.
            models: [
              'Fresh Pro',
              'Aroma 2',
              'RM-C34',
              'Minimal',
              { name: 'Vent Clip', specs: { 'نوع': ['گیره‌ای دریچه کولر'] } },
              'Little Fatty',
              { name: 'Solid Balm', specs: { 'حالت ماده خوشبوکننده': ['جامد'], 'نوع': ['رومیزی (داشبورد)', 'گیره‌ای دریچه کولر'] } },
            ],
            brandPrices: { remax: 150_000, baseus: 300_000, xiaomi: 400_000 },
            // A spray is liquid by the 100 ml; a solid or gel comes by the gram.
            rules: [
              { when: { 'نوع': ['اسپری'] }, then: { 'حالت ماده خوشبوکننده': ['مایع'], 'حجم': ['۱۰۰ میلی‌لیتر'] } },
              { when: { 'حالت ماده خوشبوکننده': ['جامد', 'ژل'] }, then: { 'حجم': ['۵۰ گرم'] } },
              { when: { 'حالت ماده خوشبوکننده': ['مایع'], 'نوع': ['گیره‌ای دریچه کولر', 'رومیزی (داشبورد)', 'آویز'] }, then: { 'حجم': ['۸ میلی‌لیتر'] } },
            ],
            axes: [
              { title: 'رایحه', values: [{ fa: 'اقیانوس', en: 'Ocean Scent' }, { fa: 'لیمو', en: 'Lemon Scent' }, { fa: 'وانیل', en: 'Vanilla Scent' }, { fa: 'چوب صندل', en: 'Sandalwood Scent' }] },
            ],
            priceToman: [120_000, 1_000_000], colors: ['black', 'silver', 'gold', 'rose-gold'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع', values: ['گیره‌ای دریچه کولر', 'رومیزی (داشبورد)', 'اسپری', 'آویز'] },
                { title: 'حالت ماده خوشبوکننده', values: ['جامد', 'مایع', 'ژل'] },
                { title: 'حجم', values: ['۸ میلی‌لیتر', '۵۰ گرم', '۱۰۰ میلی‌لیتر'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'ماندگاری', values: ['۳۰ روز', '۴۵ روز', '۶۰ روز'] },
                { title: 'قابلیت تنظیم شدت بو', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'قابل شارژ مجدد (ریفیل)', values: ['دارد', 'ندارد'] },
              { title: 'مواد اولیه', values: ['اسانس طبیعی', 'اسانس گیاهی'] },
              { title: 'ماندگاری', values: ['۳۰ روز', '۶۰ روز'] },
            ],
            description: [
              '{name} با رایحه‌ای ملایم و ماندگار، هوای داخل خودرو را تازه و دلپذیر نگه می‌دارد.',
              'اسانس این محصول بوی سیگار، غذا و رطوبت را از بین می‌برد و سردرد ایجاد نمی‌کند.',
              'طراحی شیک {brand} در کنار عطر دلنشین، جلوه‌ای زیبا به داشبورد خودرو می‌بخشد.',
            ],
            tags: ['خوشبو کننده ماشین', 'بوگیر خودرو', 'عطر ماشین', 'خوشبوکننده خودرو'],
          },
        },
        {
          slug: 'car-fm-transmitter', name: 'پخش‌کننده FM و گیرنده بلوتوث', nameEn: 'FM Transmitters & Bluetooth Receivers',
          kind: {
            noun: 'پخش‌کننده FM خودرو', nounEn: 'Car FM Transmitter', shape: 'cable',
            brands: ['baseus', 'hoco', 'remax', 'xiaomi', 'tsco'],
            // Dealt out in turn: Baseus T-Typed and Energy Column, Hoco E41 and E62, Xiaomi Roidmi 3S.
            models: ['T-Typed', 'E41', 'RCC-106', 'Roidmi 3S', 'BT-56', 'Energy Column', 'E62'],
            brandPrices: { tsco: 350_000, remax: 400_000, hoco: 450_000, baseus: 700_000, xiaomi: 900_000 },
            axes: [],
            priceToman: [250_000, 1_500_000], colors: ['black', 'silver', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نسخه بلوتوث', values: ['5.0', '5.3'] },
                { title: 'محدوده فرکانس', values: ['۸۷.۵ تا ۱۰۸ مگاهرتز', '۸۸ تا ۱۰۸ مگاهرتز'] },
                { title: 'ورودی‌ها', values: ['بلوتوث و فلش USB', 'بلوتوث، فلش USB و کارت حافظه'] },
              ] },
              { group: 'شارژ', rows: [
                { title: 'پورت شارژ', values: ['دو USB-A', 'USB-A و USB-C'] },
                { title: 'حداکثر توان شارژ', values: ['۱۸ وات', '۳۰ وات'] },
              ] },
            ],
            brief: [
              { title: 'تماس تلفنی بدون دست (هندزفری)', values: ['دارد', 'ندارد'] },
              { title: 'نمایشگر', values: ['LED', 'ندارد'] },
              { title: 'حذف نویز میکروفون', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} موسیقی گوشی شما را از طریق رادیو FM روی سیستم صوتی خودرو پخش می‌کند؛ راه‌حلی ساده برای خودروهای بدون بلوتوث.',
              'میکروفون داخلی امکان مکالمه تلفنی بدون دست را هنگام رانندگی فراهم می‌کند.',
              'درگاه‌های شارژ {brand} هم‌زمان گوشی را هم شارژ می‌کنند.',
            ],
            tags: ['اف ام پلیر', 'پخش کننده FM', 'بلوتوث ماشین', 'گیرنده بلوتوث خودرو'],
          },
        },
      ],
    },
    // ─────────────────────────── ابزار و تجهیزات اضطراری ───────────────────────────
    {
      slug: 'car-emergency-tools', name: 'ابزار و تجهیزات اضطراری', nameEn: 'Tools & Emergency Equipment',
      children: [
        {
          slug: 'car-air-compressor', name: 'کمپرسور باد فندکی', nameEn: 'Portable Tire Inflators',
          kind: {
            noun: 'کمپرسور باد فندکی', nounEn: 'Portable Tire Inflator', shape: 'tool',
            brands: ['xiaomi', '70mai', 'baseus', 'black-and-decker', 'bosch'],
            // Dealt out in turn: Xiaomi 1S and Pro 2, 70mai TP03 and Midrive P1, Black+Decker ASI300, Bosch EasyPump.
            models: ['1S', 'TP03', 'Energy Lite', { name: 'ASI300', specs: { 'منبع تغذیه': ['فندکی ۱۲ ولت'] } }, { name: 'EasyPump', specs: { 'منبع تغذیه': ['باتری داخلی قابل شارژ'] } }, 'Pro 2', 'Midrive P1', 'Energy Mini'],
            brandPrices: { baseus: 1_800_000, '70mai': 2_500_000, 'black-and-decker': 2_500_000, xiaomi: 2_800_000, bosch: 4_500_000 },
            axes: [],
            priceToman: [1_500_000, 7_000_000], colors: ['black', 'white', 'gray', 'orange'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'حداکثر فشار', values: ['۱۰۰ PSI', '۱۲۰ PSI', '۱۵۰ PSI'] },
                { title: 'منبع تغذیه', values: ['فندکی ۱۲ ولت', 'باتری داخلی قابل شارژ', 'باتری و فندکی'] },
                { title: 'زمان پر کردن یک لاستیک', values: ['حدود ۳ دقیقه', 'حدود ۵ دقیقه', 'حدود ۷ دقیقه'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'نمایشگر فشار', values: ['دیجیتال', 'عقربه‌ای'] },
                { title: 'طول کابل برق', values: ['۳ متر', '۴ متر'] },
                { title: 'سری‌های همراه', values: ['سری توپ و دوچرخه', 'سری توپ، دوچرخه و تشک بادی'] },
              ] },
            ],
            brief: [
              { title: 'توقف خودکار در فشار تنظیم‌شده', values: ['دارد', 'ندارد'] },
              { title: 'چراغ LED', values: ['دارد', 'ندارد'] },
              { title: 'کاربرد', values: ['لاستیک خودرو', 'لاستیک خودرو، موتورسیکلت و دوچرخه'] },
            ],
            description: [
              '{name} در چند دقیقه باد لاستیک را به فشار دلخواه می‌رساند و در جاده شما را از گشتن به دنبال پمپ‌بنزین بی‌نیاز می‌کند.',
              'کافی است فشار موردنظر را روی نمایشگر تنظیم کنید تا کمپرسور پس از رسیدن به آن به‌طور خودکار خاموش شود.',
              'بدنه جمع‌وجور {brand} به‌راحتی در صندوق عقب یا زیر صندلی جا می‌گیرد.',
            ],
            tags: ['کمپرسور باد', 'پمپ باد فندکی', 'باد لاستیک', 'کمپرسور فندکی', 'پمپ باد ماشین'],
          },
        },
        {
          slug: 'car-jump-starter', name: 'جامپ استارتر', nameEn: 'Jump Starters',
          kind: {
            noun: 'جامپ استارتر خودرو', nounEn: 'Car Jump Starter', shape: 'box',
            brands: ['70mai', 'baseus', 'black-and-decker', 'anker'],
            // Dealt out in turn: 70mai Midrive PS01 and Max, Baseus Super Energy and Super Energy Pro, Black+Decker JS800 and JS1500, Anker Roav Pro.
            models: [
              'Midrive PS01',
              'Super Energy',
              { name: 'JS800', specs: { 'جریان لحظه‌ای': ['۸۰۰ آمپر'] } },
              'Roav Pro',
              'Max',
              'Super Energy Pro',
              { name: 'JS1500', specs: { 'جریان لحظه‌ای': ['۱۵۰۰ آمپر'] } },
            ],
            brandPrices: { baseus: 3_500_000, '70mai': 3_800_000, 'black-and-decker': 5_000_000, anker: 6_000_000 },
            axes: [
              { title: 'جریان لحظه‌ای', values: [
                { fa: '۸۰۰ آمپر', en: '800A', price: 1 },
                { fa: '۱۰۰۰ آمپر', en: '1000A', price: 1.2 },
                { fa: '۱۵۰۰ آمپر', en: '1500A', price: 1.5 },
              ] },
            ],
            // The peak current says the battery behind it and the engines it starts.
            rules: [
              { when: { 'جریان لحظه‌ای': ['۸۰۰ آمپر'] }, then: { 'ظرفیت باتری': ['۱۱۱۰۰ میلی‌آمپرساعت'], 'مناسب برای موتورهای': ['بنزینی تا ۳ لیتر'], 'وزن': ['۵۸۰ گرم'] } },
              { when: { 'جریان لحظه‌ای': ['۱۰۰۰ آمپر'] }, then: { 'ظرفیت باتری': ['۱۶۰۰۰ میلی‌آمپرساعت'], 'مناسب برای موتورهای': ['بنزینی تا ۳ لیتر'], 'وزن': ['۸۵۰ گرم'] } },
              { when: { 'جریان لحظه‌ای': ['۱۵۰۰ آمپر'] }, then: { 'ظرفیت باتری': ['۱۸۰۰۰ میلی‌آمپرساعت'], 'مناسب برای موتورهای': ['بنزینی تا ۶ لیتر و دیزلی تا ۳ لیتر'], 'وزن': ['۱.۱ کیلوگرم'] } },
            ],
            priceToman: [2_500_000, 14_000_000], colors: ['black', 'orange', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'ظرفیت باتری', values: ['۱۱۱۰۰ میلی‌آمپرساعت', '۱۶۰۰۰ میلی‌آمپرساعت', '۱۸۰۰۰ میلی‌آمپرساعت'] },
                { title: 'مناسب برای موتورهای', values: ['بنزینی تا ۳ لیتر', 'بنزینی تا ۶ لیتر و دیزلی تا ۳ لیتر'] },
                { title: 'وزن', values: ['۵۸۰ گرم', '۸۵۰ گرم', '۱.۱ کیلوگرم'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'قابلیت پاوربانک', values: ['دارد (USB-A و USB-C)', 'دارد (USB-A)'] },
                { title: 'چراغ قوه', values: ['دارد (سه‌حالته)', 'دارد'] },
                { title: 'محافظت‌ها', values: ['محافظ اتصال معکوس', 'محافظ اتصال معکوس و اتصال کوتاه'] },
              ] },
            ],
            brief: [
              { title: 'دفعات روشن کردن با یک بار شارژ', values: ['تا ۲۰ بار', 'تا ۳۰ بار'] },
              { title: 'کیف حمل', values: ['دارد', 'ندارد'] },
              { title: 'نمایشگر', values: ['دیجیتال', 'LED'] },
            ],
            description: [
              '{name} باتری خالی‌شده خودرو را بدون نیاز به خودروی دوم و کابل باتری به باتری، در چند ثانیه دوباره راه‌اندازی می‌کند.',
              'انبرهای هوشمند این دستگاه در صورت اتصال اشتباه قطب‌ها، جریان را قطع می‌کنند تا به خودرو آسیبی نرسد.',
              'جامپ استارتر {brand} در روزهای معمولی نقش پاوربانک را بازی می‌کند و گوشی شما را شارژ می‌کند.',
            ],
            tags: ['جامپ استارتر', 'بوستر باتری', 'استارتر اضطراری', 'باتری به باتری'],
          },
        },
        {
          slug: 'car-tool-kit', name: 'جعبه ابزار و آچار', nameEn: 'Tool Kits & Wrenches',
          kind: {
            noun: 'مجموعه آچار بکس', nounEn: 'Socket Wrench Set', shape: 'tool',
            brands: ['black-and-decker', 'bosch', 'xiaomi'],
            models: ['A7144', 'Titanium', 'Multi Pro', 'Pro Kit', 'Home Set', 'TK-80', 'Handy'],
            brandPrices: { xiaomi: 1_200_000, 'black-and-decker': 1_500_000, bosch: 2_200_000 },
            axes: [
              { title: 'تعداد قطعات', values: [
                { fa: '۲۴ عدد', en: '24 Pcs', price: 1 },
                { fa: '۴۶ عدد', en: '46 Pcs', price: 1.5 },
                { fa: '۱۰۸ عدد', en: '108 Pcs', price: 2.4 },
              ] },
            ],
            // A bigger set spans more drives and socket sizes.
            rules: [
              { when: { 'تعداد قطعات': ['۲۴ عدد'] }, then: { 'درایو': ['۱/۴ اینچ', '۳/۸ اینچ'] } },
              { when: { 'تعداد قطعات': ['۱۰۸ عدد'] }, then: { 'درایو': ['۱/۴ و ۱/۲ اینچ'] } },
              { when: { 'درایو': ['۱/۴ اینچ'] }, then: { 'محدوده سایز بکس‌ها': ['۴ تا ۱۴ میلی‌متر'] } },
              { when: { 'درایو': ['۳/۸ اینچ'] }, then: { 'محدوده سایز بکس‌ها': ['۴ تا ۲۲ میلی‌متر'] } },
              { when: { 'درایو': ['۱/۴ و ۱/۲ اینچ'] }, then: { 'محدوده سایز بکس‌ها': ['۴ تا ۲۲ میلی‌متر', '۴ تا ۳۲ میلی‌متر'] } },
            ],
            priceToman: [1_000_000, 10_000_000], colors: ['black', 'orange', 'blue', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'جنس', values: ['فولاد کروم‌وانادیوم', 'فولاد کروم‌مولیبدن'] },
                { title: 'درایو', values: ['۱/۴ اینچ', '۱/۴ و ۱/۲ اینچ', '۳/۸ اینچ'] },
                { title: 'نوع جعبه', values: ['کیف پلاستیکی سخت', 'جعبه فلزی'] },
              ] },
              { group: 'محتویات', rows: [
                { title: 'اقلام اصلی', values: ['بکس، جغجغه و رابط', 'بکس، جغجغه، آچار تخت و پیچ‌گوشتی', 'بکس، آچار آلن و سری پیچ‌گوشتی'] },
                { title: 'محدوده سایز بکس‌ها', values: ['۴ تا ۱۴ میلی‌متر', '۴ تا ۲۲ میلی‌متر', '۴ تا ۳۲ میلی‌متر'] },
              ] },
            ],
            brief: [
              { title: 'جغجغه', values: ['۴۵ دندانه', '۷۲ دندانه'] },
              { title: 'روکش', values: ['کروم مات', 'کروم براق'] },
              { title: 'کاربرد', values: ['خودرو', 'خودرو و موتورسیکلت', 'خودرو و تعمیرات خانگی'] },
            ],
            description: [
              '{name} همه ابزارهای لازم برای تعویض چرخ، باز و بسته کردن پیچ‌ها و تعمیرات سرپایی خودرو را در یک جعبه جمع کرده است.',
              'قطعات از فولاد سخت‌کاری‌شده ساخته شده‌اند و در برابر زنگ‌زدگی و ساییدگی مقاوم‌اند.',
              'کیف مرتب {brand} جای هر قطعه را مشخص کرده و به‌راحتی در صندوق عقب خودرو جا می‌گیرد.',
            ],
            tags: ['آچار بکس', 'جعبه ابزار', 'ابزار ماشین', 'آچار', 'جعبه بکس'],
          },
        },
      ],
    },
    // ─────────────────────────── لاستیک خودرو ───────────────────────────
    {
      slug: 'car-tires', name: 'لاستیک خودرو', nameEn: 'Car Tires',
      children: [
        {
          slug: 'passenger-car-tire', name: 'لاستیک سواری', nameEn: 'Passenger Car Tires', demand: 2,
          kind: {
            noun: 'لاستیک خودرو', nounEn: 'Car Tire', shape: 'tire',
            brands: ['michelin', 'kumho', 'barez'],
            models: ['ES31', 'TA21', 'PS71', 'XM2', 'P640', 'HS63', 'Comfort P1', 'Energy Saver'],
            // One tyre, priced in toman for the smallest size each line comes in; sport lines start at 16 inches.
            lines: {
              michelin: [
                { name: 'Energy Saver', price: 5_500_000 },
                { name: 'Primacy 4', price: 6_500_000 },
                { name: 'Pilot Sport 4', price: 13_000_000, specs: { 'سایز': ['۲۰۵/۵۵R16', '۲۱۵/۵۵R17'], 'شاخص سرعت': ['V (۲۴۰ کیلومتر بر ساعت)'] } },
              ],
              kumho: [
                { name: 'TA21', price: 3_500_000 },
                { name: 'ES31', price: 3_800_000 },
                { name: 'HS63', price: 4_200_000 },
                { name: 'PS71', price: 7_500_000, specs: { 'سایز': ['۲۰۵/۵۵R16', '۲۱۵/۵۵R17'], 'شاخص سرعت': ['V (۲۴۰ کیلومتر بر ساعت)'] } },
              ],
              barez: [{ name: 'P640', price: 2_300_000 }, { name: 'P648', price: 2_500_000 }, { name: 'Comfort P1', price: 2_800_000 }],
            },
            axes: [
              { title: 'سایز', values: [
                { fa: '۱۷۵/۶۰R13', en: '175/60R13', price: 1 },
                { fa: '۱۸۵/۶۵R14', en: '185/65R14', price: 1.15 },
                { fa: '۱۹۵/۶۵R15', en: '195/65R15', price: 1.3 },
                { fa: '۲۰۵/۵۵R16', en: '205/55R16', price: 1.5 },
                { fa: '۲۱۵/۵۵R17', en: '215/55R17', price: 1.75 },
              ] },
            ],
            // The size says the load it carries and the cars it fits.
            rules: [
              { when: { 'سایز': ['۱۷۵/۶۰R13'] }, then: { 'شاخص بار': ['۸۲ (۴۷۵ کیلوگرم)'], 'مناسب برای': ['پراید و تیبا'] } },
              { when: { 'سایز': ['۱۸۵/۶۵R14'] }, then: { 'شاخص بار': ['۸۸ (۵۶۰ کیلوگرم)'], 'مناسب برای': ['پژو ۲۰۶ و رانا'] } },
              { when: { 'سایز': ['۱۹۵/۶۵R15'] }, then: { 'شاخص بار': ['۹۱ (۶۱۵ کیلوگرم)'], 'مناسب برای': ['سمند و دنا'] } },
              { when: { 'سایز': ['۲۰۵/۵۵R16', '۲۱۵/۵۵R17'] }, then: { 'شاخص بار': ['۹۱ (۶۱۵ کیلوگرم)', '۹۴ (۶۷۰ کیلوگرم)'], 'مناسب برای': ['خودروهای سواری خارجی'] } },
            ],
            priceToman: [2_000_000, 17_000_000], colors: ['black'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'شاخص بار', values: ['۸۲ (۴۷۵ کیلوگرم)', '۸۸ (۵۶۰ کیلوگرم)', '۹۱ (۶۱۵ کیلوگرم)', '۹۴ (۶۷۰ کیلوگرم)'] },
                { title: 'شاخص سرعت', values: ['T (۱۹۰ کیلومتر بر ساعت)', 'H (۲۱۰ کیلومتر بر ساعت)', 'V (۲۴۰ کیلومتر بر ساعت)'] },
                { title: 'نوع', values: ['تیوبلس', 'تیوبلس رادیال'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'فصل', values: ['چهارفصل', 'تابستانی'] },
                { title: 'سال تولید', values: ['۱۴۰۴', '۱۴۰۵'] },
                { title: 'الگوی آج', values: ['متقارن', 'نامتقارن', 'جهت‌دار'] },
              ] },
            ],
            brief: [
              { title: 'فصل', values: ['چهارفصل', 'تابستانی'] },
              { title: 'مناسب برای', values: ['پژو ۲۰۶ و رانا', 'پراید و تیبا', 'سمند و دنا', 'خودروهای سواری خارجی'] },
              // Priced by the tyre.
              { title: 'تعداد در بسته', values: ['یک حلقه'] },
            ],
            description: [
              '{name} با آج طراحی‌شده برای جاده‌های ایران، چسبندگی مطمئنی روی آسفالت خشک و خیس دارد و فاصله ترمزگیری را کوتاه می‌کند.',
              'ترکیب لاستیکی مقاوم {brand} عمر کارکرد بالایی دارد و کمتر دچار ساییدگی نامنظم می‌شود.',
              'مقاومت غلتشی پایین این لاستیک به کاهش مصرف سوخت و سر و صدای کمتر داخل کابین کمک می‌کند.',
            ],
            tags: ['لاستیک', 'لاستیک ماشین', 'تایر', 'لاستیک سواری'],
            addFromListing: false,
          },
        },
        {
          slug: 'suv-tire', name: 'لاستیک شاسی‌بلند', nameEn: 'SUV Tires',
          kind: {
            noun: 'لاستیک خودرو', nounEn: 'SUV Tire', shape: 'tire',
            brands: ['michelin', 'kumho', 'barez'],
            models: ['HP71', 'KL51', 'AT52', 'LTX Trail', 'S660', 'CrossClimate SUV', 'Terrain AT', 'Venture HT'],
            // One tyre, priced in toman for 215/65R16; an A/T line is all-terrain, the rest road tyres.
            lines: {
              michelin: [{ name: 'LTX Trail', price: 9_000_000, specs: ROAD }, { name: 'Primacy SUV', price: 10_000_000, specs: ROAD }, { name: 'CrossClimate SUV', price: 11_000_000, specs: ROAD }],
              kumho: [{ name: 'KL51', price: 5_500_000, specs: ROAD }, { name: 'HP71', price: 6_500_000, specs: ROAD }, { name: 'AT52', price: 7_000_000, specs: ALL_TERRAIN }],
              barez: [{ name: 'S660', price: 3_800_000, specs: ROAD }, { name: 'Venture HT', price: 4_200_000, specs: ROAD }, { name: 'Terrain AT', price: 4_800_000, specs: ALL_TERRAIN }],
            },
            axes: [
              { title: 'سایز', values: [
                { fa: '۲۱۵/۶۵R16', en: '215/65R16', price: 1 },
                { fa: '۲۲۵/۶۵R17', en: '225/65R17', price: 1.15 },
                { fa: '۲۳۵/۶۰R18', en: '235/60R18', price: 1.35 },
                { fa: '۲۶۵/۶۵R17', en: '265/65R17', price: 1.45 },
              ] },
            ],
            // The size says the load it carries.
            rules: [
              { when: { 'سایز': ['۲۱۵/۶۵R16'] }, then: { 'شاخص بار': ['۹۸ (۷۵۰ کیلوگرم)'] } },
              { when: { 'سایز': ['۲۲۵/۶۵R17'] }, then: { 'شاخص بار': ['۱۰۲ (۸۵۰ کیلوگرم)'] } },
              { when: { 'سایز': ['۲۳۵/۶۰R18'] }, then: { 'شاخص بار': ['۱۰۷ (۹۷۵ کیلوگرم)'] } },
              { when: { 'سایز': ['۲۶۵/۶۵R17'] }, then: { 'شاخص بار': ['۱۱۲ (۱۱۲۰ کیلوگرم)'] } },
            ],
            priceToman: [3_500_000, 18_000_000], colors: ['black'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'شاخص بار', values: ['۹۸ (۷۵۰ کیلوگرم)', '۱۰۲ (۸۵۰ کیلوگرم)', '۱۰۷ (۹۷۵ کیلوگرم)', '۱۱۲ (۱۱۲۰ کیلوگرم)'] },
                { title: 'شاخص سرعت', values: ['H (۲۱۰ کیلومتر بر ساعت)', 'T (۱۹۰ کیلومتر بر ساعت)', 'V (۲۴۰ کیلومتر بر ساعت)'] },
                { title: 'نوع کاربری', values: ['جاده‌ای (H/T)', 'همه‌منظوره (A/T)'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'فصل', values: ['چهارفصل', 'تابستانی'] },
                { title: 'سال تولید', values: ['۱۴۰۴', '۱۴۰۵'] },
                { title: 'الگوی آج', values: ['متقارن', 'نامتقارن'] },
              ] },
            ],
            brief: [
              { title: 'کاربری', values: ['شهری و جاده‌ای', 'جاده‌ای و آفرود سبک'] },
              { title: 'مناسب برای', values: ['شاسی‌بلندهای کره‌ای', 'شاسی‌بلندهای چینی', 'وانت و پیکاپ'] },
              // Priced by the tyre.
              { title: 'تعداد در بسته', values: ['یک حلقه'] },
            ],
            description: [
              '{name} برای وزن و قدرت خودروهای شاسی‌بلند طراحی شده و در سرعت‌های بالا پایداری و کنترل مطمئنی به راننده می‌دهد.',
              'دیواره تقویت‌شده {brand} در برابر ضربه‌های جاده‌های ناهموار و سنگلاخی مقاومت بالایی دارد.',
              'شیارهای عمیق آج، آب را به‌سرعت از زیر لاستیک خارج می‌کنند و خطر لغزش در باران را کاهش می‌دهند.',
            ],
            tags: ['لاستیک شاسی بلند', 'لاستیک SUV', 'تایر', 'لاستیک ماشین'],
            addFromListing: false,
          },
        },
      ],
    },
  ],
};
