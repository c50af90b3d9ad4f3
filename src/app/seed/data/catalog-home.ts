import type { MainCategorySeed } from './types.ts';

const FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const fa = (n: number) => String(n).replace(/\d/g, (d) => FA_DIGITS[Number(d)]!);

/** Model-fixed spec values shared by several models (attributes.ts narrows rows with them). */
const litres = (...sizes: string[]) => ({ 'ظرفیت': sizes.map((l) => `${l} لیتر`) });
const bar = (...pressures: string[]) => ({ 'فشار': pressures.map((p) => `${p} بار`) });
const feet = (...sizes: number[]) => ({ 'ظرفیت': sizes.map((f) => `${fa(f)} فوت`) });
const MANUAL = { 'نوع دستگاه': ['دستی (پرتافیلتر)'] };
const AUTOMATIC = { 'نوع دستگاه': ['تمام‌اتوماتیک'] };
const TITANIUM = { 'نوع پوشش': ['تیتانیوم نچسب'] };
const STOVETOP = { 'نوع': ['روگازی'] };
const SMART_LAMP = { 'منبع نور': ['LED هوشمند'], 'تنظیم شدت نور': ['از طریق اپلیکیشن'] };
const PLAIN_BULB = { 'قابلیت کنترل با گوشی': ['ندارد'], 'رنگ نور': ['مهتابی', 'آفتابی', 'یخی'] };
const SMART_BULB = { 'قابلیت کنترل با گوشی': ['دارد'], 'قابلیت کم‌نور شدن (دیمر)': ['دارد'] };

/** Home and kitchen: small and large appliances, cookware, serveware and lighting. */
export const HOME_KITCHEN: MainCategorySeed = {
  slug: 'home-kitchen', name: 'خانه و آشپزخانه', nameEn: 'Home and Kitchen',
  children: [
    {
      slug: 'kitchen-appliances', name: 'لوازم برقی آشپزخانه', nameEn: 'Kitchen Appliances',
      children: [
        {
          slug: 'air-fryer', name: 'سرخ‌کن بدون روغن', nameEn: 'Air Fryer', demand: 3,
          kind: {
            noun: 'سرخ‌کن بدون روغن', nounEn: 'Air Fryer', shape: 'appliance',
            brands: ['philips', 'tefal', 'moulinex', 'delonghi', 'pars-khazar', 'gplus', 'xiaomi'],
            models: ['HD9252', 'HD9270', 'EY5018', 'Easy Fry XXL', 'FD160', 'AF-450', 'GAF-5520', 'Dual Zone', 'MAF-600'],
            // The basket sizes each model is made in; priced in toman for the smallest.
            lines: {
              philips: [{ name: 'HD9252', price: 9_000_000, specs: litres('۴.۱') }, { name: 'HD9270', price: 14_000_000, specs: litres('۶.۲') }, { name: 'HD9285', price: 22_000_000, specs: litres('۷') }],
              tefal: [{ name: 'EY5018', price: 6_000_000, specs: litres('۴.۱') }, { name: 'Easy Fry XXL', price: 9_000_000, specs: litres('۵.۵', '۶.۲') }],
              moulinex: [{ name: 'Easy Fry Dual Zone', price: 16_000_000, specs: litres('۹') }],
              delonghi: [{ name: 'FH2394', price: 18_000_000, specs: litres('۵.۵') }],
              'pars-khazar': [{ name: 'AF-450', price: 4_000_000, specs: litres('۴.۱', '۵.۵') }, { name: 'FD160', price: 5_000_000, specs: litres('۵.۵', '۷') }],
              gplus: [{ name: 'GAF-5520', price: 4_500_000, specs: litres('۵.۵') }],
              xiaomi: [{ name: 'Smart Air Fryer Pro', price: 6_000_000, specs: litres('۴.۱') }],
            },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۴.۱ لیتر', en: '4.1L', price: 1 },
                { fa: '۵.۵ لیتر', en: '5.5L', price: 1.12 },
                { fa: '۶.۲ لیتر', en: '6.2L', price: 1.2 },
                { fa: '۷ لیتر', en: '7L', price: 1.28 },
                { fa: '۹ لیتر', en: '9L', price: 1.45 },
              ] },
            ],
            // A larger basket needs a stronger heater.
            rules: [
              { when: { 'ظرفیت': ['۴.۱ لیتر'] }, then: { 'توان': ['۱۴۰۰ وات'] } },
              { when: { 'ظرفیت': ['۵.۵ لیتر'] }, then: { 'توان': ['۱۷۰۰ وات', '۱۸۰۰ وات'] } },
              { when: { 'ظرفیت': ['۶.۲ لیتر'] }, then: { 'توان': ['۱۸۰۰ وات', '۲۰۰۰ وات'] } },
              { when: { 'ظرفیت': ['۷ لیتر'] }, then: { 'توان': ['۲۰۰۰ وات'] } },
              { when: { 'ظرفیت': ['۹ لیتر'] }, then: { 'توان': ['۲۴۰۰ وات'] } },
            ],
            priceToman: [3_500_000, 30_000_000], colors: ['black', 'white', 'steel', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'توان', values: ['۱۴۰۰ وات', '۱۷۰۰ وات', '۱۸۰۰ وات', '۲۰۰۰ وات', '۲۴۰۰ وات'] },
                { title: 'نوع کنترل', values: ['دیجیتال لمسی', 'ولوم مکانیکی', 'دیجیتال با صفحه نمایش'] },
                { title: 'تعداد برنامه‌های آماده', values: ['۶ برنامه', '۸ برنامه', '۱۲ برنامه'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'محدوده دما', values: ['۸۰ تا ۲۰۰ درجه سانتی‌گراد', '۴۰ تا ۲۰۰ درجه سانتی‌گراد'] },
                { title: 'حداکثر زمان تایمر', values: ['۳۰ دقیقه', '۶۰ دقیقه'] },
                { title: 'جنس سبد', values: ['نچسب تفلون', 'نچسب سرامیکی', 'استیل'] },
                { title: 'قابلیت شستشو در ماشین ظرفشویی', values: ['دارد', 'ندارد'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'پنجره دید', values: ['دارد', 'ندارد'] },
                { title: 'خاموش شدن خودکار', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'توان', values: ['۱۵۰۰ وات', '۱۸۰۰ وات', '۲۰۰۰ وات'] },
              { title: 'نوع کنترل', values: ['دیجیتال لمسی', 'ولوم مکانیکی'] },
              { title: 'جنس سبد', values: ['نچسب تفلون', 'نچسب سرامیکی'] },
            ],
            description: [
              '{name} با گردش هوای داغ، غذاها را با کمترین مقدار روغن ترد و طلایی می‌کند.',
              'از سیب‌زمینی سرخ‌کرده و مرغ تا کیک و سبزیجات کبابی را می‌توانید با برنامه‌های آماده این دستگاه بپزید.',
              'سبد نچسب و قطعات جداشونده این سرخ‌کن {brand}، شستشوی آن را بسیار ساده کرده است.',
            ],
            tags: ['سرخ کن بدون روغن', 'هواپز', 'ایرفرایر', 'سرخ کن رژیمی', 'سرخ کن'],
          },
        },
        {
          slug: 'tea-maker', name: 'چای‌ساز', nameEn: 'Tea Maker',
          kind: {
            noun: 'چای‌ساز', nounEn: 'Tea Maker', shape: 'appliance',
            brands: ['pars-khazar', 'feller', 'gplus', 'daewoo', 'bosch'],
            // Dealt out in turn: Pars Khazar TM-2600 and Classic, Feller ETM-1800, G Plus GTM-3000, Daewoo DTM-2400.
            models: ['TM-2600', 'ETM-1800', 'GTM-3000', 'DTM-2400', 'Tea Pro', 'Classic', 'Steel Max', 'Royal'],
            brandPrices: { 'pars-khazar': 3_000_000, gplus: 3_200_000, feller: 4_500_000, daewoo: 5_000_000, bosch: 9_000_000 },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۱.۷ لیتر', en: '1.7L', price: 1 },
                { fa: '۲ لیتر', en: '2L', price: 1.06 },
                { fa: '۲.۵ لیتر', en: '2.5L', price: 1.14 },
              ] },
            ],
            priceToman: [2_500_000, 16_000_000], colors: ['steel', 'black', 'white', 'cream'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'توان', values: ['۱۸۰۰ وات', '۲۰۰۰ وات', '۲۲۰۰ وات'] },
                { title: 'جنس کتری', values: ['استیل ضد زنگ', 'شیشه پیرکس'] },
                { title: 'جنس قوری', values: ['شیشه پیرکس', 'استیل', 'چینی'] },
                { title: 'ظرفیت قوری', values: ['۰.۸ لیتر', '۱ لیتر', '۱.۲ لیتر'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'نوع کنترل', values: ['دیجیتال لمسی', 'دکمه‌ای'] },
                { title: 'قابلیت گرم نگه داشتن', values: ['دارد', 'ندارد'] },
                { title: 'تنظیم غلظت چای', values: ['دارد', 'ندارد'] },
                { title: 'قطع خودکار در صورت نبود آب', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'جنس کتری', values: ['استیل ضد زنگ', 'شیشه پیرکس'] },
              { title: 'جنس قوری', values: ['شیشه پیرکس', 'چینی'] },
              { title: 'قابلیت گرم نگه داشتن', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} در چند دقیقه آب را به جوش می‌آورد و چایی خوش‌رنگ و خوش‌عطر، درست مثل سماور، دم می‌کند.',
              'قابلیت گرم نگه داشتن، چای را تا مدت‌ها در دمای مناسب نگه می‌دارد.',
              'قطع خودکار هنگام تمام شدن آب و کیفیت ساخت {brand}، استفاده روزانه از آن را مطمئن و بی‌دغدغه می‌کند.',
            ],
            tags: ['چای ساز', 'چایساز', 'سماور برقی', 'چای ساز روهمی', 'کتری برقی'],
          },
        },
        {
          slug: 'kitchen-blender', name: 'مخلوط‌کن', nameEn: 'Blender',
          kind: {
            noun: 'مخلوط‌کن', nounEn: 'Blender', shape: 'appliance',
            brands: ['philips', 'moulinex', 'bosch', 'kenwood', 'tefal', 'pars-khazar', 'gplus'],
            // Dealt out in turn: Philips HR2041 and ProBlend 6, Bosch MMBM401, Kenwood BL311, G Plus GBL-3540.
            models: ['HR2041', 'LM4251', 'MMBM401', 'BL311', 'Power Mix', 'BLX 700', 'GBL-3540', 'ProBlend 6'],
            brandPrices: { 'pars-khazar': 2_500_000, gplus: 2_800_000, tefal: 4_000_000, moulinex: 4_500_000, kenwood: 5_000_000, philips: 5_000_000, bosch: 7_000_000 },
            axes: [
              { title: 'توان', values: [
                { fa: '۵۰۰ وات', en: '500W', price: 1 },
                { fa: '۸۰۰ وات', en: '800W', price: 1.15 },
                { fa: '۱۰۰۰ وات', en: '1000W', price: 1.25 },
                { fa: '۱۲۰۰ وات', en: '1200W', price: 1.35 },
              ] },
            ],
            // Ice needs the stronger motors.
            rules: [{ when: { 'توان': ['۵۰۰ وات'] }, then: { 'قابلیت خرد کردن یخ': ['ندارد'] } }],
            priceToman: [2_000_000, 14_000_000], colors: ['white', 'black', 'silver', 'red'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'ظرفیت پارچ', values: ['۱.۵ لیتر', '۱.۷۵ لیتر', '۲ لیتر'] },
                { title: 'جنس پارچ', values: ['پلاستیک ضد ضربه', 'شیشه', 'تریتان'] },
                { title: 'تعداد سرعت', values: ['۲ سرعت', '۵ سرعت', '۱۰ سرعت'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'حداکثر دور موتور', values: ['۲۰۰۰۰ دور در دقیقه', '۲۲۰۰۰ دور در دقیقه', '۳۰۰۰۰ دور در دقیقه'] },
                { title: 'حالت پالس', values: ['دارد', 'ندارد'] },
                { title: 'نوع تیغه', values: ['۴ پره استیل', '۶ پره استیل'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'لوازم همراه', values: ['آسیاب', 'آسیاب و بطری اسموتی', 'خردکن و آسیاب'] },
                { title: 'قابلیت خرد کردن یخ', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'ظرفیت پارچ', values: ['۱.۵ لیتر', '۲ لیتر'] },
              { title: 'جنس پارچ', values: ['پلاستیک ضد ضربه', 'شیشه'] },
              { title: 'تعداد سرعت', values: ['۲ سرعت', '۵ سرعت', '۱۰ سرعت'] },
            ],
            description: [
              '{name} با موتور قدرتمند و تیغه‌های استیل، میوه، سبزیجات و حتی یخ را در چند ثانیه به مخلوطی یکدست تبدیل می‌کند.',
              'با این مخلوط‌کن تهیه اسموتی، سوپ، سس و انواع نوشیدنی خنک برای همه اعضای خانواده آسان می‌شود.',
              'پارچ مقاوم و قطعات قابل شستشوی {brand}، کار با دستگاه را ساده و بهداشتی نگه می‌دارد.',
            ],
            tags: ['مخلوط کن', 'بلندر', 'مخلوط کن آسیاب دار', 'اسموتی ساز', 'مخلوط کن برقی'],
          },
        },
        {
          slug: 'espresso-maker', name: 'قهوه‌ساز و اسپرسوساز', nameEn: 'Coffee and Espresso Makers',
          kind: {
            noun: 'اسپرسوساز', nounEn: 'Espresso Maker', shape: 'appliance',
            brands: ['delonghi', 'philips', 'kenwood', 'moulinex', 'bosch'],
            models: ['EC685', 'ECAM 22', 'Dedica', 'EP1220', 'CES020', 'Barista Pro', 'Caffe Latte', 'Magnifica'],
            // Priced in toman; the pump pressure and the kind of machine are the model's.
            lines: {
              delonghi: [
                { name: 'EC685', price: 22_000_000, specs: { ...bar('۱۵'), ...MANUAL } },
                { name: 'Dedica EC885', price: 26_000_000, specs: { ...bar('۱۵'), ...MANUAL } },
                { name: 'Magnifica ECAM 22', price: 55_000_000, specs: { ...bar('۱۵'), ...AUTOMATIC } },
              ],
              philips: [{ name: 'EP1220', price: 45_000_000, specs: { ...bar('۱۵'), ...AUTOMATIC } }, { name: 'EP2231', price: 55_000_000, specs: { ...bar('۱۵'), ...AUTOMATIC } }],
              kenwood: [{ name: 'ES021', price: 8_000_000, specs: { ...bar('۱۵'), ...MANUAL } }, { name: 'CES020', price: 10_000_000, specs: { ...bar('۲۰'), ...MANUAL } }],
              moulinex: [{ name: 'Steam and Pump', price: 9_000_000, specs: { ...bar('۱۵'), ...MANUAL } }, { name: 'Pro Espresso', price: 12_000_000, specs: { ...bar('۱۵', '۱۹'), ...MANUAL } }],
              bosch: [{ name: 'TIS30129RW', price: 60_000_000, specs: { ...bar('۱۵'), ...AUTOMATIC } }, { name: 'CTL636ES1', price: 130_000_000, specs: { ...bar('۱۹'), ...AUTOMATIC } }],
            },
            axes: [
              { title: 'فشار', values: [
                { fa: '۱۵ بار', en: '15 bar', price: 1 },
                { fa: '۱۹ بار', en: '19 bar', price: 1.06 },
                { fa: '۲۰ بار', en: '20 bar', price: 1.12 },
              ] },
            ],
            // An automatic machine grinds its own beans; a portafilter one takes ground coffee.
            rules: [
              { when: { 'نوع دستگاه': ['تمام‌اتوماتیک'] }, then: { 'آسیاب داخلی': ['دارد'], 'نوع قهوه مصرفی': ['دانه قهوه'] } },
              { when: { 'نوع دستگاه': ['دستی (پرتافیلتر)'] }, then: { 'آسیاب داخلی': ['ندارد'], 'نوع قهوه مصرفی': ['قهوه آسیاب‌شده', 'قهوه آسیاب‌شده و پاد'] } },
            ],
            priceToman: [6_000_000, 140_000_000], colors: ['black', 'silver', 'steel', 'red', 'cream'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع دستگاه', values: ['دستی (پرتافیلتر)', 'تمام‌اتوماتیک', 'کپسولی'] },
                { title: 'توان', values: ['۱۱۰۰ وات', '۱۳۵۰ وات', '۱۴۵۰ وات'] },
                { title: 'ظرفیت مخزن آب', values: ['۱ لیتر', '۱.۱ لیتر', '۱.۸ لیتر'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'نازل بخار (کف‌ساز شیر)', values: ['دارد', 'ندارد'] },
                { title: 'آسیاب داخلی', values: ['دارد', 'ندارد'] },
                { title: 'نوع قهوه مصرفی', values: ['قهوه آسیاب‌شده', 'دانه قهوه', 'قهوه آسیاب‌شده و پاد'] },
                { title: 'گرم‌کن فنجان', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'نوع دستگاه', values: ['دستی (پرتافیلتر)', 'تمام‌اتوماتیک'] },
              { title: 'نازل بخار (کف‌ساز شیر)', values: ['دارد', 'ندارد'] },
              { title: 'ظرفیت مخزن آب', values: ['۱ لیتر', '۱.۸ لیتر'] },
            ],
            description: [
              '{name} با فشار بالای پمپ، اسپرسویی غلیظ با کرمای طلایی و عطر کامل قهوه آماده می‌کند.',
              'نازل بخار این دستگاه به شما امکان می‌دهد شیر را برای تهیه کاپوچینو و لاته به‌سادگی کف‌دار کنید.',
              'طراحی جمع‌وجور و کیفیت ساخت {brand}، حال‌وهوای یک کافه حرفه‌ای را به آشپزخانه شما می‌آورد.',
            ],
            tags: ['اسپرسو ساز', 'قهوه ساز', 'دستگاه اسپرسو', 'اسپرسوساز خانگی', 'کاپوچینو ساز'],
          },
        },
      ],
    },
    {
      slug: 'large-home-appliances', name: 'لوازم خانگی بزرگ', nameEn: 'Large Home Appliances',
      children: [
        {
          slug: 'refrigerator-freezer', name: 'یخچال و فریزر', nameEn: 'Refrigerators and Freezers', demand: 3,
          kind: {
            noun: 'یخچال و فریزر', nounEn: 'Refrigerator', shape: 'appliance',
            brands: ['lg', 'samsung', 'snowa', 'emersun', 'daewoo', 'bosch'],
            // Dealt out in turn: LG GR-X257 and French Door 9, Samsung RT38 and Inverter Pro, Snowa, Emersun, Daewoo, Bosch.
            // A model that names its build (side by side, French door, top freezer) is only that, in the sizes it comes in.
            models: [
              { name: 'GR-X257', price: 200_000_000, specs: { 'نوع یخچال': ['ساید بای ساید'], ...feet(28, 32) } },
              { name: 'RT38', price: 110_000_000, specs: { 'نوع یخچال': ['فریزر بالا'], ...feet(18, 24) } },
              'SF-2400',
              { name: 'Side by Side X5', price: 75_000_000, specs: { 'نوع یخچال': ['ساید بای ساید'], ...feet(28, 32) } },
              'D4-2000',
              'ENF-2410',
              { name: 'French Door 9', price: 240_000_000, specs: { 'نوع یخچال': ['فرنچ دور'], ...feet(28, 32) } },
              { name: 'Inverter Pro', price: 130_000_000 },
              'FNT-3100',
            ],
            brandPrices: { snowa: 48_000_000, daewoo: 60_000_000, bosch: 140_000_000 },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۱۸ فوت', en: '18ft', price: 1 },
                { fa: '۲۴ فوت', en: '24ft', price: 1.25 },
                { fa: '۲۸ فوت', en: '28ft', price: 1.45 },
                { fa: '۳۲ فوت', en: '32ft', price: 1.65 },
              ] },
            ],
            // Side by side and French door fridges are the big ones, with more doors.
            rules: [
              { when: feet(18, 24), then: { 'نوع یخچال': ['فریزر پایین', 'فریزر بالا'] } },
              { when: { 'نوع یخچال': ['ساید بای ساید'] }, then: { 'تعداد درب': ['۲ درب', '۴ درب'] } },
              { when: { 'نوع یخچال': ['فرنچ دور'] }, then: { 'تعداد درب': ['۳ درب', '۴ درب'] } },
              { when: { 'نوع یخچال': ['فریزر پایین', 'فریزر بالا'] }, then: { 'تعداد درب': ['۲ درب'] } },
            ],
            priceToman: [35_000_000, 400_000_000], colors: ['white', 'silver', 'steel', 'black'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع یخچال', values: ['ساید بای ساید', 'فریزر پایین', 'فریزر بالا', 'فرنچ دور'] },
                { title: 'تعداد درب', values: ['۲ درب', '۳ درب', '۴ درب'] },
                { title: 'ارتفاع', values: ['۱۷۸ سانتی‌متر', '۱۸۵ سانتی‌متر', '۱۹۰ سانتی‌متر'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'نوع کمپرسور', values: ['اینورتر', 'معمولی'] },
                { title: 'سیستم خنک‌کنندگی', values: ['نوفراست (بدون برفک)', 'برفک‌زدایی خودکار'] },
                { title: 'رده انرژی', values: ['A+', 'A++', 'B'] },
                { title: 'آبسردکن و یخساز', values: ['آبسردکن و یخساز', 'فقط آبسردکن', 'ندارد'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'نمایشگر دیجیتال', values: ['دارد', 'ندارد'] },
                { title: 'جنس طبقات', values: ['شیشه نشکن', 'پلاستیک فشرده'] },
                { title: 'تعداد طبقات یخچال', values: ['۳ طبقه', '۴ طبقه', '۵ طبقه'] },
              ] },
            ],
            brief: [
              { title: 'نوع یخچال', values: ['ساید بای ساید', 'فریزر پایین', 'فریزر بالا'] },
              { title: 'نوع کمپرسور', values: ['اینورتر', 'معمولی'] },
              { title: 'سیستم خنک‌کنندگی', values: ['نوفراست', 'برفک‌زدایی خودکار'] },
              { title: 'رده انرژی', values: ['A+', 'A++'] },
            ],
            description: [
              '{name} با فضای داخلی جادار و چیدمان هوشمند طبقات، مواد غذایی خانواده را تازه و مرتب نگه می‌دارد.',
              'کمپرسور اینورتر این یخچال مصرف برق را کاهش می‌دهد و با صدایی بسیار کم کار می‌کند.',
              'سیستم نوفراست {brand} نیاز به برفک‌زدایی را از بین می‌برد و دمای یکنواختی در همه بخش‌ها ایجاد می‌کند.',
            ],
            tags: ['یخچال', 'یخچال فریزر', 'یخچال ساید بای ساید', 'یخچال اینورتر', 'یخچال نوفراست'],
            addFromListing: false,
          },
        },
        {
          slug: 'washing-machine', name: 'ماشین لباسشویی', nameEn: 'Washing Machine', demand: 3,
          kind: {
            noun: 'ماشین لباسشویی', nounEn: 'Washing Machine', shape: 'appliance',
            brands: ['lg', 'samsung', 'bosch', 'snowa', 'daewoo'],
            // Dealt out in turn: LG F4V5 and AI DD, Samsung WW90 and EcoBubble, Bosch WAN28 and Serie 6, Snowa SWM-8410, Daewoo DWK-8510.
            models: ['F4V5', 'WW90', 'WAN28', 'SWM-8410', 'DWK-8510', { name: 'AI DD', specs: { 'نوع موتور': ['دایرکت درایو اینورتر'] } }, 'EcoBubble', 'Serie 6', 'Steam Plus'],
            brandPrices: { snowa: 40_000_000, daewoo: 42_000_000, bosch: 100_000_000, samsung: 110_000_000, lg: 120_000_000 },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۷ کیلوگرم', en: '7kg', price: 1 },
                { fa: '۸ کیلوگرم', en: '8kg', price: 1.1 },
                { fa: '۹ کیلوگرم', en: '9kg', price: 1.2 },
                { fa: '۱۰.۵ کیلوگرم', en: '10.5kg', price: 1.35 },
              ] },
            ],
            priceToman: [30_000_000, 280_000_000], colors: ['white', 'silver', 'graphite'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع درب', values: ['درب از جلو', 'درب از بالا'] },
                { title: 'حداکثر دور موتور', values: ['۱۲۰۰ دور در دقیقه', '۱۴۰۰ دور در دقیقه', '۱۶۰۰ دور در دقیقه'] },
                { title: 'تعداد برنامه‌های شستشو', values: ['۱۲ برنامه', '۱۴ برنامه', '۱۶ برنامه'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'نوع موتور', values: ['دایرکت درایو اینورتر', 'اینورتر تسمه‌ای', 'معمولی'] },
                { title: 'شستشو با بخار', values: ['دارد', 'ندارد'] },
                { title: 'رده انرژی', values: ['A+++', 'A++', 'A+'] },
                { title: 'میزان صدا هنگام شستشو', values: ['۴۸ دسی‌بل', '۵۳ دسی‌بل', '۵۶ دسی‌بل'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'قفل کودک', values: ['دارد', 'ندارد'] },
                { title: 'قابلیت کنترل با گوشی', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'نوع درب', values: ['درب از جلو', 'درب از بالا'] },
              { title: 'حداکثر دور موتور', values: ['۱۲۰۰ دور در دقیقه', '۱۴۰۰ دور در دقیقه'] },
              { title: 'نوع موتور', values: ['دایرکت درایو اینورتر', 'معمولی'] },
              { title: 'شستشو با بخار', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} با برنامه‌های شستشوی متنوع، از لباس‌های ظریف تا پتو و ملحفه را با دقت و بدون آسیب می‌شوید.',
              'موتور اینورتر این لباسشویی مصرف آب و برق را کاهش می‌دهد و بسیار آرام کار می‌کند.',
              'فناوری شستشو با بخار {brand} باکتری‌ها و عوامل حساسیت‌زا را از بین می‌برد و چروک لباس‌ها را کمتر می‌کند.',
            ],
            tags: ['ماشین لباسشویی', 'لباسشویی', 'لباسشویی اتوماتیک', 'لباسشویی ۸ کیلویی', 'لباسشویی درب از جلو'],
            addFromListing: false,
          },
        },
        {
          slug: 'vacuum-cleaner', name: 'جاروبرقی', nameEn: 'Vacuum Cleaner', demand: 2,
          kind: {
            noun: 'جاروبرقی', nounEn: 'Vacuum Cleaner', shape: 'appliance',
            brands: ['bosch', 'philips', 'samsung', 'lg', 'pars-khazar', 'gplus', 'snowa'],
            // Dealt out in turn: Bosch BGS5, Philips FC9332, G Plus GVC-2520.
            models: [{ name: 'BGS5', specs: { 'نوع': ['مخزن‌دار (بدون کیسه)'] } }, 'FC9332', 'VC-2000', 'PowerPro', 'SpeedStar', 'GVC-2520', 'Cyclone 7', 'Ultra Clean', 'Compact Max'],
            brandPrices: { 'pars-khazar': 6_000_000, gplus: 7_000_000, snowa: 7_500_000, philips: 14_000_000, samsung: 18_000_000, lg: 20_000_000, bosch: 22_000_000 },
            axes: [
              { title: 'توان', values: [
                { fa: '۱۸۰۰ وات', en: '1800W', price: 1 },
                { fa: '۲۰۰۰ وات', en: '2000W', price: 1.06 },
                { fa: '۲۲۰۰ وات', en: '2200W', price: 1.12 },
                { fa: '۲۴۰۰ وات', en: '2400W', price: 1.18 },
              ] },
            ],
            // Suction follows the motor.
            rules: [
              { when: { 'توان': ['۱۸۰۰ وات', '۲۰۰۰ وات'] }, then: { 'قدرت مکش': ['۳۵۰ وات', '۴۰۰ وات'] } },
              { when: { 'توان': ['۲۲۰۰ وات', '۲۴۰۰ وات'] }, then: { 'قدرت مکش': ['۴۵۰ وات', '۵۰۰ وات'] } },
            ],
            priceToman: [5_000_000, 45_000_000], colors: ['red', 'blue', 'black', 'gray', 'purple'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع', values: ['مخزن‌دار (بدون کیسه)', 'کیسه‌ای', 'کیسه‌ای و مخزن‌دار'] },
                { title: 'ظرفیت مخزن', values: ['۲ لیتر', '۳ لیتر', '۴ لیتر', '۵ لیتر'] },
                { title: 'قدرت مکش', values: ['۳۵۰ وات', '۴۰۰ وات', '۴۵۰ وات', '۵۰۰ وات'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'نوع فیلتر', values: ['HEPA 13', 'HEPA 12', 'فیلتر اسفنجی قابل شستشو'] },
                { title: 'طول سیم', values: ['۶ متر', '۷ متر', '۸ متر'] },
                { title: 'میزان صدا', values: ['۷۲ دسی‌بل', '۷۶ دسی‌بل', '۸۰ دسی‌بل'] },
                { title: 'تنظیم قدرت مکش', values: ['روی بدنه', 'روی دسته', 'ندارد'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'لوازم همراه', values: ['برس فرش و پارکت', 'برس مبل و سری باریک', 'برس توربو'] },
                { title: 'تعداد سری‌ها', values: ['۳ عدد', '۴ عدد', '۵ عدد'] },
              ] },
            ],
            brief: [
              { title: 'نوع', values: ['مخزن‌دار (بدون کیسه)', 'کیسه‌ای'] },
              { title: 'ظرفیت مخزن', values: ['۲ لیتر', '۳ لیتر', '۴ لیتر'] },
              { title: 'نوع فیلتر', values: ['HEPA 13', 'HEPA 12'] },
            ],
            description: [
              '{name} با مکش قدرتمند، گرد و غبار و پرز را از عمق فرش، موکت و کف‌پوش‌ها جمع می‌کند.',
              'فیلتر HEPA این جاروبرقی ذرات بسیار ریز و عوامل حساسیت‌زا را به دام می‌اندازد و هوای خانه را پاک‌تر نگه می‌دارد.',
              'چرخ‌های روان و سری‌های متنوع {brand}، نظافت همه گوشه‌های خانه را آسان می‌کند.',
            ],
            tags: ['جاروبرقی', 'جارو برقی', 'جاروبرقی بدون کیسه', 'جاروبرقی کیسه ای', 'جارو برقی خانگی'],
          },
        },
        {
          slug: 'dishwasher', name: 'ماشین ظرفشویی', nameEn: 'Dishwasher',
          kind: {
            noun: 'ماشین ظرفشویی', nounEn: 'Dishwasher', shape: 'appliance',
            brands: ['bosch', 'lg', 'samsung', 'snowa', 'daewoo'],
            // Dealt out in turn: Bosch SMS4 and Serie 6, LG DFB512 and QuadWash, Samsung DW60 and Eco Clean, Snowa SDW-F353.
            models: ['SMS4', 'DFB512', 'DW60', 'SDW-F353', 'DDW-M1411', 'Serie 6', 'QuadWash', 'Eco Clean'],
            brandPrices: { daewoo: 42_000_000, snowa: 45_000_000, bosch: 95_000_000, samsung: 105_000_000, lg: 110_000_000 },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۱۲ نفره', en: '12 place', price: 1 },
                { fa: '۱۳ نفره', en: '13 place', price: 1.06 },
                { fa: '۱۴ نفره', en: '14 place', price: 1.12 },
              ] },
            ],
            priceToman: [30_000_000, 210_000_000], colors: ['white', 'silver', 'steel'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع نصب', values: ['ایستاده', 'توکار', 'نیمه‌توکار'] },
                { title: 'تعداد برنامه‌های شستشو', values: ['۵ برنامه', '۶ برنامه', '۸ برنامه'] },
                { title: 'تعداد سبد', values: ['۲ سبد', '۳ سبد'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'مصرف آب در هر شستشو', values: ['۹.۵ لیتر', '۱۰ لیتر', '۱۱ لیتر'] },
                { title: 'رده انرژی', values: ['A+', 'A++', 'A+++'] },
                { title: 'میزان صدا', values: ['۴۲ دسی‌بل', '۴۴ دسی‌بل', '۴۸ دسی‌بل'] },
                { title: 'نوع موتور', values: ['اینورتر', 'معمولی'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'سیستم خشک‌کن', values: ['حرارتی', 'باز شدن خودکار درب', 'زئولیت'] },
                { title: 'شروع با تأخیر', values: ['تا ۹ ساعت', 'تا ۲۴ ساعت', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'نوع نصب', values: ['ایستاده', 'توکار'] },
              { title: 'تعداد برنامه‌های شستشو', values: ['۵ برنامه', '۶ برنامه', '۸ برنامه'] },
              { title: 'رده انرژی', values: ['A++', 'A+++'] },
            ],
            description: [
              '{name} ظروف یک مهمانی کامل را در یک نوبت، تمیز و بهداشتی می‌شوید و خشک می‌کند.',
              'مصرف آب این ظرفشویی به‌مراتب کمتر از شستن ظروف با دست است و در هزینه‌های خانه صرفه‌جویی می‌کند.',
              'موتور کم‌صدای {brand} امکان روشن کردن دستگاه را حتی در ساعات شب فراهم می‌کند.',
            ],
            tags: ['ماشین ظرفشویی', 'ظرفشویی', 'ظرفشویی ۱۴ نفره', 'ظرفشویی ایستاده', 'ماشین ظرف شویی'],
            addFromListing: false,
          },
        },
      ],
    },
    {
      slug: 'cookware', name: 'ظروف پخت و پز', nameEn: 'Cookware',
      children: [
        {
          slug: 'cookware-set', name: 'قابلمه و سرویس پخت و پز', nameEn: 'Pots and Cookware Sets',
          kind: {
            noun: 'سرویس پخت و پز', nounEn: 'Cookware Set', shape: 'pot',
            brands: ['zarin-iran', 'korkmaz', 'tefal', 'tescoma', 'feller'],
            models: ['Alfa', 'Bella', 'Iris', 'Gastro', 'Diamond', 'Royal', { name: 'Granite Plus', specs: { 'جنس بدنه': ['آلومینیوم تحت فشار', 'گرانیت'], 'نوع پوشش داخلی': ['گرانیتی نچسب'] } }, 'Elegance', 'Premium'],
            brandPrices: { feller: 4_500_000, 'zarin-iran': 5_000_000, tescoma: 8_000_000, korkmaz: 9_000_000, tefal: 10_000_000 },
            axes: [
              { title: 'تعداد', values: [
                { fa: '۷ پارچه', en: '7 pcs', price: 1 },
                { fa: '۱۰ پارچه', en: '10 pcs', price: 1.3 },
                { fa: '۱۲ پارچه', en: '12 pcs', price: 1.5 },
                { fa: '۱۵ پارچه', en: '15 pcs', price: 1.8 },
              ] },
            ],
            // A bare steel body has no coating.
            rules: [{ when: { 'جنس بدنه': ['استیل ضد زنگ ۱۸/۱۰'] }, then: { 'نوع پوشش داخلی': ['بدون پوشش (استیل)'] } }, { when: { 'جنس بدنه': ['آلومینیوم تحت فشار', 'چدن', 'گرانیت'] }, then: { 'نوع پوشش داخلی': ['گرانیتی نچسب', 'تفلون', 'سرامیکی'] } }],
            priceToman: [3_500_000, 32_000_000], colors: ['gold', 'steel', 'black', 'cream', 'brown'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'جنس بدنه', values: ['استیل ضد زنگ ۱۸/۱۰', 'آلومینیوم تحت فشار', 'چدن', 'گرانیت'] },
                { title: 'نوع پوشش داخلی', values: ['گرانیتی نچسب', 'تفلون', 'سرامیکی', 'بدون پوشش (استیل)'] },
                { title: 'جنس درب', values: ['شیشه نشکن', 'استیل'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'نوع کف', values: ['کپسولی سه‌لایه', 'القایی', 'ساده'] },
                { title: 'مناسب برای', values: ['گاز و برقی', 'گاز، برقی و القایی', 'همه نوع اجاق'] },
                { title: 'قابلیت استفاده در فر', values: ['دارد', 'ندارد'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'جنس دسته', values: ['باکالیت', 'استیل', 'سیلیکون'] },
                { title: 'قابلیت شستشو در ماشین ظرفشویی', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'جنس بدنه', values: ['استیل ضد زنگ', 'آلومینیوم تحت فشار', 'چدن'] },
              { title: 'نوع پوشش داخلی', values: ['گرانیتی نچسب', 'تفلون', 'سرامیکی'] },
              { title: 'مناسب برای', values: ['گاز و برقی', 'گاز، برقی و القایی'] },
            ],
            description: [
              '{name} شامل قابلمه‌ها و تابه‌های پرکاربرد در اندازه‌های مختلف است و نیاز روزانه آشپزخانه را به‌طور کامل برطرف می‌کند.',
              'کف ضخیم و چندلایه این ظروف حرارت را یکنواخت پخش می‌کند و غذا ته نمی‌گیرد.',
              'طراحی زیبا و کیفیت ساخت {brand}، این سرویس را به انتخابی ماندگار برای جهیزیه تبدیل کرده است.',
            ],
            tags: ['سرویس قابلمه', 'سرویس پخت و پز', 'قابلمه', 'سرویس قابلمه گرانیتی', 'قابلمه استیل', 'جهیزیه'],
          },
        },
        {
          slug: 'frying-pan', name: 'ماهیتابه و تابه', nameEn: 'Frying Pans',
          kind: {
            noun: 'ماهیتابه', nounEn: 'Frying Pan', shape: 'pot',
            brands: ['tefal', 'korkmaz', 'zarin-iran', 'tescoma', 'feller'],
            models: ['Ingenio', { name: 'Titanium Pro', specs: TITANIUM }, { name: 'Granite', specs: { 'نوع پوشش': ['گرانیتی'] } }, 'Daily Chef', { name: 'Hard Titanium', specs: TITANIUM }, 'Elegance', 'Grill', 'Wok Pro'],
            brandPrices: { feller: 650_000, 'zarin-iran': 700_000, korkmaz: 1_400_000, tescoma: 1_500_000, tefal: 1_800_000 },
            axes: [
              { title: 'سایز', values: [
                { fa: '۲۲ سانتی‌متر', en: '22cm', price: 1 },
                { fa: '۲۴ سانتی‌متر', en: '24cm', price: 1.08 },
                { fa: '۲۶ سانتی‌متر', en: '26cm', price: 1.16 },
                { fa: '۲۸ سانتی‌متر', en: '28cm', price: 1.25 },
                { fa: '۳۰ سانتی‌متر', en: '30cm', price: 1.35 },
              ] },
            ],
            priceToman: [500_000, 5_000_000], colors: ['black', 'gray', 'brown'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'جنس بدنه', values: ['آلومینیوم', 'استیل', 'چدن'] },
                { title: 'نوع پوشش', values: ['تیتانیوم نچسب', 'گرانیتی', 'سرامیکی', 'تفلون'] },
                { title: 'عمق', values: ['۴.۵ سانتی‌متر', '۵ سانتی‌متر', '۶ سانتی‌متر'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'مناسب برای', values: ['گاز و برقی', 'گاز، برقی و القایی', 'همه نوع اجاق'] },
                { title: 'نشانگر حرارت', values: ['دارد', 'ندارد'] },
                { title: 'دسته جداشونده', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'نوع پوشش', values: ['تیتانیوم نچسب', 'گرانیتی', 'سرامیکی'] },
              { title: 'جنس بدنه', values: ['آلومینیوم', 'استیل'] },
              { title: 'مناسب برای', values: ['گاز و برقی', 'گاز، برقی و القایی'] },
            ],
            description: [
              '{name} با پوشش نچسب مقاوم، پخت غذا با روغن کم را ممکن می‌کند و غذا به کف آن نمی‌چسبد.',
              'کف ضخیم این تابه حرارت را به‌طور یکنواخت پخش می‌کند و برای سرخ کردن، تفت دادن و پخت املت ایدئال است.',
              'با رعایت نکات نگهداری، ماهیتابه‌های {brand} تا سال‌ها کارایی خود را حفظ می‌کنند.',
            ],
            tags: ['ماهیتابه', 'تابه', 'تابه نچسب', 'تابه گرانیتی', 'ماهیتابه تفلون'],
          },
        },
        {
          slug: 'pressure-cooker', name: 'زودپز', nameEn: 'Pressure Cooker',
          kind: {
            noun: 'زودپز', nounEn: 'Pressure Cooker', shape: 'pot',
            brands: ['tefal', 'korkmaz', 'tescoma', 'feller', 'moulinex', 'pars-khazar'],
            // Dealt out in turn: Tefal Secure 5 and Clipso, Korkmaz Power Steam and Perfect.
            models: [{ name: 'Secure 5', specs: STOVETOP }, 'Power Steam', 'Nutricook', 'Duo Steel', 'Safe Lock', 'Classic Plus', { name: 'Clipso', specs: STOVETOP }, 'Perfect'],
            brandPrices: { feller: 2_500_000, 'pars-khazar': 4_000_000, korkmaz: 4_500_000, tescoma: 5_000_000, moulinex: 5_000_000, tefal: 7_000_000 },
            brandSpecs: { 'pars-khazar': { 'نوع': ['برقی'] }, korkmaz: STOVETOP, feller: STOVETOP, tescoma: STOVETOP },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۴ لیتر', en: '4L', price: 1 },
                { fa: '۶ لیتر', en: '6L', price: 1.15 },
                { fa: '۸ لیتر', en: '8L', price: 1.3 },
                { fa: '۱۰ لیتر', en: '10L', price: 1.45 },
              ] },
            ],
            // An electric cooker plugs in; a stovetop one says which hobs it suits.
            rules: [
              { when: { 'نوع': ['برقی'] }, then: { 'مناسب برای': ['برق شهری (۲۲۰ ولت)'] } },
              { when: { 'نوع': ['روگازی'] }, then: { 'مناسب برای': ['گاز و برقی', 'گاز، برقی و القایی'] } },
            ],
            priceToman: [2_000_000, 18_000_000], colors: ['steel', 'black', 'red'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع', values: ['روگازی', 'برقی'] },
                { title: 'جنس بدنه', values: ['استیل ضد زنگ', 'آلومینیوم'] },
                { title: 'تعداد سوپاپ ایمنی', values: ['۲ عدد', '۳ عدد', '۴ عدد'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'سطوح فشار', values: ['۱ سطح', '۲ سطح'] },
                { title: 'مناسب برای', values: ['گاز و برقی', 'گاز، برقی و القایی', 'برق شهری (۲۲۰ ولت)'] },
                { title: 'سبد بخارپز', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'نوع', values: ['روگازی', 'برقی'] },
              { title: 'جنس بدنه', values: ['استیل ضد زنگ', 'آلومینیوم'] },
              { title: 'تعداد سوپاپ ایمنی', values: ['۲ عدد', '۳ عدد', '۴ عدد'] },
            ],
            description: [
              '{name} زمان پخت خورش، حبوبات و گوشت را به کمتر از نصف می‌رساند و در مصرف انرژی صرفه‌جویی می‌کند.',
              'سیستم ایمنی چندمرحله‌ای این زودپز، استفاده از آن را حتی برای افراد تازه‌کار بی‌خطر می‌کند.',
              'درب آسان‌بازشو و بدنه مقاوم {brand}، آن را به همراهی مطمئن برای آشپزی روزانه تبدیل کرده است.',
            ],
            tags: ['زودپز', 'زودپز استیل', 'زودپز برقی', 'زود پز', 'زودپز روگازی'],
          },
        },
      ],
    },
    {
      slug: 'serveware', name: 'سرو و پذیرایی', nameEn: 'Serveware',
      children: [
        {
          slug: 'dinnerware-set', name: 'سرویس غذاخوری', nameEn: 'Dinnerware Set',
          kind: {
            noun: 'سرویس غذاخوری', nounEn: 'Dinnerware Set', shape: 'box',
            brands: ['zarin-iran', 'tescoma', 'korkmaz'],
            models: ['Iris', 'Luna', { name: 'Royal Gold', specs: { 'نوع طرح': ['لب طلا'] } }, 'Elina', 'Sahar', 'Venus', { name: 'Classic White', specs: { 'نوع طرح': ['ساده', 'کلاسیک'] } }, 'Marble'],
            brandPrices: { 'zarin-iran': 5_000_000, tescoma: 5_500_000, korkmaz: 6_000_000 },
            axes: [
              { title: 'تعداد', values: [
                { fa: '۲۸ پارچه', en: '28 pcs', price: 1 },
                { fa: '۶۰ پارچه', en: '60 pcs', price: 1.9 },
                { fa: '۸۴ پارچه', en: '84 pcs', price: 2.5 },
                { fa: '۱۰۲ پارچه', en: '102 pcs', price: 2.9 },
              ] },
            ],
            // The piece count says how many it serves.
            rules: [
              { when: { 'تعداد': ['۲۸ پارچه'] }, then: { 'تعداد نفرات': ['۶ نفره'] } },
              { when: { 'تعداد': ['۶۰ پارچه'] }, then: { 'تعداد نفرات': ['۶ نفره', '۸ نفره'] } },
              { when: { 'تعداد': ['۸۴ پارچه'] }, then: { 'تعداد نفرات': ['۸ نفره', '۱۲ نفره'] } },
              { when: { 'تعداد': ['۱۰۲ پارچه'] }, then: { 'تعداد نفرات': ['۱۲ نفره'] } },
            ],
            priceToman: [4_000_000, 40_000_000], colors: ['white', 'cream', 'gold'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'جنس', values: ['چینی', 'چینی استخوانی (بن چاینا)', 'سرامیک', 'اوپال'] },
                { title: 'تعداد نفرات', values: ['۶ نفره', '۸ نفره', '۱۲ نفره'] },
                { title: 'نوع طرح', values: ['ساده', 'لب طلا', 'گل‌دار', 'کلاسیک', 'مدرن'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'قابلیت استفاده در مایکروویو', values: ['دارد', 'ندارد'] },
                { title: 'قابلیت شستشو در ماشین ظرفشویی', values: ['دارد', 'ندارد'] },
                { title: 'اقلام موجود', values: ['بشقاب، پیاله، دیس و کاسه', 'بشقاب، پیاله، دیس، کاسه و قندان', 'بشقاب، دیس، کاسه، قوری و فنجان'] },
                { title: 'درجه کیفی', values: ['درجه یک', 'ممتاز'] },
              ] },
            ],
            brief: [
              { title: 'جنس', values: ['چینی', 'چینی استخوانی', 'سرامیک'] },
              { title: 'تعداد نفرات', values: ['۶ نفره', '۸ نفره', '۱۲ نفره'] },
              { title: 'نوع طرح', values: ['ساده', 'لب طلا', 'گل‌دار'] },
            ],
            description: [
              '{name} با طراحی چشم‌نواز و لعاب مرغوب، سفره شما را در مهمانی‌ها و مناسبت‌های خاص زیباتر می‌کند.',
              'این سرویس شامل بشقاب غذا و دسر، پیاله، دیس و کاسه است و همه نیازهای سرو غذا را برآورده می‌کند.',
              'مقاومت بالای بدنه {brand} در برابر لب‌پریدگی، این ظروف را برای استفاده روزانه و جهیزیه مناسب کرده است.',
            ],
            tags: ['سرویس غذاخوری', 'سرویس چینی', 'سرویس غذاخوری ۱۲ نفره', 'ظروف چینی', 'جهیزیه'],
          },
        },
        {
          slug: 'vacuum-flask', name: 'فلاسک', nameEn: 'Vacuum Flask',
          kind: {
            noun: 'فلاسک', nounEn: 'Vacuum Flask', shape: 'bottle',
            brands: ['tefal', 'tescoma', 'korkmaz', 'feller'],
            models: ['Constellation', 'Thermo Pro', 'Travel', 'Classic', 'Hot and Cold', 'Steel Max', 'Outdoor', 'Slim'],
            brandPrices: { feller: 450_000, korkmaz: 700_000, tescoma: 900_000, tefal: 1_100_000 },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۰.۵ لیتر', en: '0.5L', price: 1 },
                { fa: '۱ لیتر', en: '1L', price: 1.35 },
                { fa: '۱.۵ لیتر', en: '1.5L', price: 1.65 },
                { fa: '۲ لیتر', en: '2L', price: 1.9 },
              ] },
            ],
            priceToman: [350_000, 4_000_000], colors: ['silver', 'black', 'red', 'blue', 'steel'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'جنس بدنه', values: ['استیل ضد زنگ دوجداره', 'بدنه پلاستیکی با جداره شیشه‌ای'] },
                { title: 'نوع درب', values: ['پیچی', 'فشاری', 'پیچی با لیوان'] },
                { title: 'کاربرد', values: ['چای و نوشیدنی گرم', 'نوشیدنی گرم و سرد', 'سفر و کوهنوردی'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'مدت حفظ دمای گرم', values: ['۱۲ ساعت', '۱۸ ساعت', '۲۴ ساعت'] },
                { title: 'مدت حفظ دمای سرد', values: ['۲۴ ساعت', '۳۶ ساعت'] },
                { title: 'بند یا دسته حمل', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'جنس بدنه', values: ['استیل ضد زنگ', 'جداره شیشه‌ای'] },
              { title: 'مدت حفظ دمای گرم', values: ['۱۲ ساعت', '۲۴ ساعت'] },
              { title: 'نوع درب', values: ['پیچی', 'فشاری'] },
            ],
            description: [
              '{name} با عایق خلأ دوجداره، چای و نوشیدنی‌های گرم را تا ساعت‌ها داغ و نوشیدنی‌های سرد را خنک نگه می‌دارد.',
              'درب آب‌بندی‌شده این فلاسک از نشت مایعات جلوگیری می‌کند و حمل آن در کیف و خودرو بی‌دغدغه است.',
              'بدنه مقاوم {brand}، این فلاسک را همراهی مناسب برای سفر، پیک‌نیک و محل کار کرده است.',
            ],
            tags: ['فلاسک', 'فلاسک چای', 'فلاسک استیل', 'فلاسک مسافرتی', 'فلاسک کوهنوردی'],
          },
        },
        {
          slug: 'kettle-teapot', name: 'کتری و قوری', nameEn: 'Kettle and Teapot',
          kind: {
            noun: 'کتری و قوری', nounEn: 'Kettle and Teapot Set', shape: 'pot',
            brands: ['korkmaz', 'tescoma', 'zarin-iran'],
            models: ['Toscana', 'Droplet', 'Saray', { name: 'Classic Steel', specs: { 'جنس کتری': ['استیل ضد زنگ'] } }, { name: 'Gold Line', specs: { 'جنس کتری': ['استیل با روکش طلایی'] } }, 'Sultan', 'Vista', 'Tulip'],
            brandPrices: { 'zarin-iran': 1_500_000, tescoma: 2_500_000, korkmaz: 3_000_000 },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۲ لیتر', en: '2L', price: 1 },
                { fa: '۳ لیتر', en: '3L', price: 1.15 },
                { fa: '۴ لیتر', en: '4L', price: 1.3 },
              ] },
            ],
            priceToman: [1_200_000, 9_000_000], colors: ['steel', 'gold', 'silver', 'black'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'جنس کتری', values: ['استیل ضد زنگ', 'استیل با روکش طلایی', 'لعابی'] },
                { title: 'جنس قوری', values: ['شیشه پیرکس', 'استیل', 'چینی'] },
                { title: 'ظرفیت قوری', values: ['۰.۹ لیتر', '۱.۲ لیتر', '۱.۵ لیتر'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'مناسب برای', values: ['گاز و برقی', 'گاز، برقی و القایی'] },
                { title: 'صافی چای', values: ['دارد', 'ندارد'] },
                { title: 'جنس دسته', values: ['استیل', 'باکالیت', 'چوب'] },
              ] },
            ],
            brief: [
              { title: 'جنس کتری', values: ['استیل ضد زنگ', 'لعابی'] },
              { title: 'جنس قوری', values: ['شیشه پیرکس', 'استیل', 'چینی'] },
              { title: 'مناسب برای', values: ['گاز و برقی', 'گاز، برقی و القایی'] },
            ],
            description: [
              '{name} ترکیبی شیک و کاربردی برای دم کردن چای به سبک سنتی ایرانی است.',
              'کتری با کف ضخیم آب را سریع به جوش می‌آورد و قوری روی آن، چای را آرام و خوش‌رنگ دم می‌کند.',
              'کیفیت ساخت {brand} و طراحی زیبای این ست، آن را به گزینه‌ای محبوب برای جهیزیه و هدیه تبدیل کرده است.',
            ],
            tags: ['کتری قوری', 'کتری و قوری', 'کتری استیل', 'قوری شیشه ای', 'سرویس کتری قوری'],
          },
        },
      ],
    },
    {
      slug: 'home-lighting', name: 'روشنایی', nameEn: 'Lighting',
      children: [
        {
          slug: 'desk-lamp', name: 'چراغ مطالعه', nameEn: 'Desk Lamp',
          kind: {
            noun: 'چراغ مطالعه', nounEn: 'Desk Lamp', shape: 'lamp',
            brands: ['philips', 'xiaomi', 'panasonic', 'baseus', 'remax'],
            // Dealt out in turn: Philips LED Pro and Halo, Xiaomi Eye Care 1S and Wireless Charge.
            models: [
              'LED Pro',
              { name: 'Eye Care 1S', specs: SMART_LAMP },
              'DL-200',
              { name: 'Clip Lamp', specs: { 'نوع پایه': ['گیره‌ای'] } },
              'Flex LED',
              'Halo',
              { name: 'Wireless Charge', specs: { 'منبع تغذیه': ['آداپتور برق'] } },
              { name: 'Smart Lamp 2', specs: SMART_LAMP },
            ],
            brandPrices: { remax: 600_000, baseus: 900_000, panasonic: 1_500_000, philips: 2_000_000, xiaomi: 2_000_000 },
            axes: [],
            rules: [{ when: { 'منبع نور': ['LED'] }, then: { 'تنظیم شدت نور': ['لمسی پله‌ای', 'لمسی بدون پله'] } }],
            priceToman: [500_000, 5_000_000], colors: ['white', 'black', 'silver', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'منبع نور', values: ['LED', 'LED هوشمند'] },
                { title: 'توان مصرفی', values: ['۵ وات', '۸ وات', '۱۰ وات', '۱۲ وات'] },
                { title: 'دمای رنگ نور', values: ['۲۷۰۰ تا ۶۵۰۰ کلوین', '۳۰۰۰ تا ۶۰۰۰ کلوین', '۴۰۰۰ کلوین'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'تنظیم شدت نور', values: ['لمسی پله‌ای', 'لمسی بدون پله', 'از طریق اپلیکیشن'] },
                { title: 'منبع تغذیه', values: ['آداپتور برق', 'USB', 'باتری داخلی قابل شارژ'] },
                { title: 'محافظت از چشم', values: ['بدون سوسو', 'بدون سوسو و کم‌نور آبی'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'بازوی قابل تنظیم', values: ['دارد', 'ندارد'] },
                { title: 'نوع پایه', values: ['رومیزی', 'گیره‌ای'] },
              ] },
            ],
            brief: [
              { title: 'منبع نور', values: ['LED', 'LED هوشمند'] },
              { title: 'تنظیم شدت نور', values: ['لمسی پله‌ای', 'لمسی بدون پله'] },
              { title: 'منبع تغذیه', values: ['آداپتور برق', 'USB', 'باتری قابل شارژ'] },
            ],
            description: [
              '{name} با نوری یکنواخت و بدون سوسو، خستگی چشم را هنگام مطالعه و کار با لپ‌تاپ به حداقل می‌رساند.',
              'امکان تنظیم شدت و دمای رنگ نور، این چراغ را برای درس خواندن، کار و استراحت مناسب کرده است.',
              'طراحی مینیمال و بازوی قابل تنظیم {brand}، به زیبایی میز کار شما می‌افزاید.',
            ],
            tags: ['چراغ مطالعه', 'چراغ رومیزی', 'لامپ مطالعه', 'چراغ مطالعه ال ای دی', 'چراغ میز'],
          },
        },
        {
          slug: 'led-bulb', name: 'لامپ', nameEn: 'Light Bulbs',
          kind: {
            noun: 'لامپ ال‌ای‌دی', nounEn: 'LED Bulb', shape: 'lamp',
            brands: ['philips', 'xiaomi', 'panasonic'],
            // Dealt out in turn: Philips Essential, WiZ Color and Hue White; Xiaomi LED Bulb, Smart E27 and Smart Color; Panasonic Eco Bright and A60.
            models: [
              { name: 'Essential', price: 130_000, specs: PLAIN_BULB },
              { name: 'LED Bulb', price: 150_000, specs: PLAIN_BULB },
              { name: 'Eco Bright', price: 110_000, specs: PLAIN_BULB },
              { name: 'WiZ Color', price: 700_000, specs: { ...SMART_BULB, 'رنگ نور': ['قابل تغییر (RGB)'], 'توان': ['۹ وات', '۱۲ وات'] } },
              { name: 'Smart E27', price: 500_000, specs: { ...SMART_BULB, 'نوع سرپیچ': ['E27'], 'توان': ['۹ وات'] } },
              { name: 'A60', price: 140_000, specs: { ...PLAIN_BULB, 'نوع سرپیچ': ['E27'] } },
              { name: 'Hue White', price: 1_400_000, specs: { ...SMART_BULB, 'رنگ نور': ['مهتابی', 'آفتابی', 'یخی'], 'توان': ['۹ وات'] } },
              { name: 'Smart Color', price: 700_000, specs: { ...SMART_BULB, 'رنگ نور': ['قابل تغییر (RGB)'], 'توان': ['۹ وات', '۱۲ وات'] } },
            ],
            axes: [
              { title: 'توان', values: [
                { fa: '۷ وات', en: '7W', price: 1 },
                { fa: '۹ وات', en: '9W', price: 1.15 },
                { fa: '۱۲ وات', en: '12W', price: 1.35 },
                { fa: '۱۵ وات', en: '15W', price: 1.55 },
                { fa: '۲۰ وات', en: '20W', price: 1.85 },
              ] },
            ],
            // Light output follows the watts.
            rules: [
              { when: { 'توان': ['۷ وات'] }, then: { 'شار نوری': ['۶۰۰ لومن'] } },
              { when: { 'توان': ['۹ وات'] }, then: { 'شار نوری': ['۸۰۶ لومن'] } },
              { when: { 'توان': ['۱۲ وات'] }, then: { 'شار نوری': ['۱۰۵۵ لومن'] } },
              { when: { 'توان': ['۱۵ وات'] }, then: { 'شار نوری': ['۱۵۲۱ لومن'] } },
              { when: { 'توان': ['۲۰ وات'] }, then: { 'شار نوری': ['۲۰۰۰ لومن'] } },
            ],
            priceToman: [90_000, 2_500_000], colors: ['white'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع سرپیچ', values: ['E27', 'E14', 'GU10'] },
                { title: 'رنگ نور', values: ['مهتابی', 'آفتابی', 'یخی', 'قابل تغییر (RGB)'] },
                { title: 'شار نوری', values: ['۶۰۰ لومن', '۸۰۶ لومن', '۱۰۵۵ لومن', '۱۵۲۱ لومن', '۲۰۰۰ لومن'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'طول عمر', values: ['۱۵۰۰۰ ساعت', '۲۵۰۰۰ ساعت'] },
                { title: 'قابلیت کم‌نور شدن (دیمر)', values: ['دارد', 'ندارد'] },
                { title: 'قابلیت کنترل با گوشی', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'نوع سرپیچ', values: ['E27', 'E14'] },
              { title: 'رنگ نور', values: ['مهتابی', 'آفتابی', 'یخی'] },
              { title: 'طول عمر', values: ['۱۵۰۰۰ ساعت', '۲۵۰۰۰ ساعت'] },
            ],
            description: [
              '{name} با مصرف برق بسیار کم، نوری پرقدرت و یکنواخت برای فضاهای خانه و محل کار فراهم می‌کند.',
              'طول عمر بالای این لامپ یعنی سال‌ها بدون نیاز به تعویض از آن استفاده خواهید کرد.',
              'نور لامپ‌های {brand} سوسو نمی‌زند و رنگ اشیا را طبیعی نشان می‌دهد.',
            ],
            tags: ['لامپ', 'لامپ ال ای دی', 'لامپ LED', 'لامپ کم مصرف', 'لامپ هوشمند'],
          },
        },
      ],
    },
  ],
};
