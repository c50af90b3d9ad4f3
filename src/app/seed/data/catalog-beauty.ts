import type { MainCategorySeed } from './types.ts';

/** Model-fixed spec values shared by several model lines (attributes.ts narrows rows with them). */
const ML30 = { 'حجم': ['۳۰ میلی‌لیتر'] };
const SOLID = { 'نوع رژ لب': ['جامد'] };
const LIQUID_MATTE = { 'نوع رژ لب': ['مایع'], 'نوع پوشش': ['مات'], 'ویژگی‌ها': ['بدون انتقال رنگ'] };
const mascaraMl = (ml: 8 | 9 | 10) => ({ 'حجم': [{ 8: '۸ میلی‌لیتر', 9: '۹ میلی‌لیتر', 10: '۱۰ میلی‌لیتر' }[ml]] });
const HYALURONIC = { 'ترکیب اصلی': ['هیالورونیک اسید'], 'کاربرد': ['آبرسان'] };
const FOIL = { 'نوع': ['ریش‌تراش'], 'مناسب برای': ['صورت'], 'نوع تیغه': ['فویلی رفت و برگشتی'] };
const ROTARY = { 'نوع': ['ریش‌تراش'], 'مناسب برای': ['صورت'], 'نوع تیغه': ['چرخشی'] };

/** Beauty and health: makeup, skin care, hair care, fragrances and personal-care appliances. */
export const BEAUTY_AND_HEALTH: MainCategorySeed = {
  slug: 'beauty-and-health', name: 'آرایشی و بهداشتی', nameEn: 'Beauty and Health',
  children: [
    {
      slug: 'face-makeup', name: 'آرایش صورت', nameEn: 'Face Makeup',
      children: [
        {
          slug: 'face-foundation', name: 'کرم پودر', nameEn: 'Foundation',
          kind: {
            noun: 'کرم پودر', nounEn: 'Foundation', shape: 'bottle',
            brands: ['loreal', 'maybelline', 'cinere', 'schon', 'dior'],
            models: ['Fit Me', 'True Match', 'Infallible 24H', 'Perfect Skin', 'Matte Cover', 'Velvet Touch', 'Nude Glow', 'Super Stay'],
            // Cheapest first, priced in toman for the smallest bottle each comes in.
            lines: {
              loreal: [{ name: 'True Match', price: 900_000, specs: ML30 }, { name: 'Infallible 24H', price: 1_100_000, specs: { ...ML30, 'ماندگاری': ['۲۴ ساعت'] } }],
              maybelline: [{ name: 'Fit Me', price: 650_000, specs: ML30 }, { name: 'Super Stay 30H', price: 950_000, specs: { ...ML30, 'ماندگاری': ['۳۰ ساعت'] } }],
              cinere: [{ name: 'Perfect Skin', price: 350_000 }, { name: 'Matte Cover', price: 400_000, specs: { 'نوع پوشش': ['مات'] } }],
              schon: [{ name: 'Velvet Touch', price: 300_000, specs: { 'نوع پوشش': ['مات', 'نیمه‌مات'] } }, { name: 'Nude Glow', price: 380_000, specs: { 'نوع پوشش': ['طبیعی', 'درخشان'] } }],
              dior: [
                { name: 'Backstage Face and Body', price: 5_500_000, specs: { 'حجم': ['۵۰ میلی‌لیتر'] } },
                { name: 'Forever Skin Glow', price: 7_000_000, specs: { ...ML30, 'نوع پوشش': ['درخشان'] } },
              ],
            },
            brandSpecs: { cinere: { 'حجم': ['۳۰ میلی‌لیتر', '۴۰ میلی‌لیتر'] }, schon: { 'حجم': ['۳۰ میلی‌لیتر', '۴۰ میلی‌لیتر'] } },
            axes: [
              { title: 'شماره', values: [{ fa: '۱۰۲', en: 'No.102' }, { fa: '۱۱۵', en: 'No.115' }, { fa: '۱۲۰', en: 'No.120' }, { fa: '۲۲۰', en: 'No.220' }, { fa: '۳۱۰', en: 'No.310' }] },
              { title: 'حجم', values: [
                { fa: '۳۰ میلی‌لیتر', en: '30ml', price: 1 },
                { fa: '۴۰ میلی‌لیتر', en: '40ml', price: 1.2 },
                { fa: '۵۰ میلی‌لیتر', en: '50ml', price: 1.4 },
              ] },
            ],
            priceToman: [250_000, 9_000_000], colors: ['beige', 'cream'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع پوست', values: ['انواع پوست', 'پوست چرب و مختلط', 'پوست خشک', 'پوست نرمال'] },
                { title: 'نوع پوشش', values: ['مات', 'نیمه‌مات', 'طبیعی', 'درخشان'] },
                { title: 'میزان پوشانندگی', values: ['متوسط', 'زیاد', 'قابل تنظیم'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'ماندگاری', values: ['۱۲ ساعت', '۱۶ ساعت', '۲۴ ساعت'] },
                { title: 'بافت', values: ['مایع', 'کرمی', 'موس'] },
                { title: 'ضد آفتاب', values: ['ندارد', 'SPF15', 'SPF22'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'نوع بسته‌بندی', values: ['شیشه پمپ‌دار', 'تیوپی', 'شیشه درب‌دار'] },
                { title: 'فاقد پارابن', values: ['بله', 'خیر'] },
              ] },
            ],
            brief: [
              { title: 'نوع پوشش', values: ['مات', 'نیمه‌مات', 'طبیعی'] },
              { title: 'مناسب برای', values: ['انواع پوست', 'پوست چرب', 'پوست خشک'] },
              { title: 'ماندگاری', values: ['تا ۱۶ ساعت', 'تا ۲۴ ساعت'] },
            ],
            description: [
              '{name} با بافتی سبک و هماهنگی عالی با رنگ پوست، چهره‌ای یکدست و طبیعی به شما می‌دهد.',
              'این کرم پودر پوشش قابل تنظیمی دارد و منافذ باز و لک‌های ریز پوست را به‌خوبی می‌پوشاند.',
              'فرمول {brand} در طول روز ماندگار است و باعث کدر شدن یا ترک خوردن آرایش نمی‌شود.',
            ],
            tags: ['کرم پودر', 'کرم پودر مات', 'کرم پودر ضد آب', 'فاندیشن', 'آرایش صورت'],
          },
        },
        {
          slug: 'lipstick', name: 'رژ لب', nameEn: 'Lipstick', demand: 2,
          kind: {
            noun: 'رژ لب', nounEn: 'Lipstick', shape: 'tube',
            brands: ['loreal', 'maybelline', 'cinere', 'schon', 'dior'],
            models: ['Color Sensational', 'Matte Ink', 'Velvet Matte', 'Rouge Signature', 'Creamy Shine', 'Long Wear', 'Satin Touch', 'Color Riche'],
            lines: {
              loreal: [{ name: 'Color Riche', price: 700_000, specs: SOLID }, { name: 'Infallible Matte Resistance', price: 850_000, specs: LIQUID_MATTE }],
              maybelline: [{ name: 'Color Sensational', price: 500_000, specs: SOLID }, { name: 'SuperStay Matte Ink', price: 750_000, specs: LIQUID_MATTE }],
              cinere: [
                { name: 'Velvet Matte', price: 250_000, specs: { 'نوع پوشش': ['مات'] } },
                { name: 'Creamy Shine', price: 280_000, specs: { ...SOLID, 'نوع پوشش': ['براق'] } },
              ],
              schon: [{ name: 'Long Wear', price: 230_000 }, { name: 'Satin Touch', price: 260_000, specs: { ...SOLID, 'نوع پوشش': ['ساتن'] } }],
              dior: [{ name: 'Dior Addict', price: 4_500_000, specs: { ...SOLID, 'نوع پوشش': ['براق'] } }, { name: 'Rouge Dior', price: 5_000_000, specs: SOLID }],
            },
            // A liquid lipstick comes in millilitres, a bullet or pencil in grams.
            rules: [
              { when: { 'نوع رژ لب': ['مایع'] }, then: { 'مقدار': ['۵ میلی‌لیتر'] } },
              { when: { 'نوع رژ لب': ['جامد', 'مدادی'] }, then: { 'مقدار': ['۳.۵ گرم', '۴.۲ گرم'] } },
            ],
            axes: [
              { title: 'شماره', values: [{ fa: '۱۰۵', en: 'No.105' }, { fa: '۲۱۰', en: 'No.210' }, { fa: '۳۲۵', en: 'No.325' }, { fa: '۴۰۰', en: 'No.400' }, { fa: '۵۲۰', en: 'No.520' }] },
            ],
            priceToman: [180_000, 6_000_000], colors: ['red', 'pink', 'brown', 'beige', 'purple', 'rose-gold'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع رژ لب', values: ['جامد', 'مایع', 'مدادی'] },
                { title: 'نوع پوشش', values: ['مات', 'براق', 'ساتن', 'نیمه‌مات'] },
                { title: 'طیف رنگی', values: ['قرمز', 'صورتی', 'نود', 'قهوه‌ای', 'بنفش'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'ماندگاری', values: ['۸ ساعت', '۱۲ ساعت', '۱۶ ساعت'] },
                { title: 'ضد آب', values: ['بله', 'خیر'] },
                { title: 'ویژگی‌ها', values: ['مرطوب‌کننده', 'بدون انتقال رنگ', 'حاوی ویتامین E', 'رنگ‌دهی بالا'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'مقدار', values: ['۳.۵ گرم', '۴.۲ گرم', '۵ میلی‌لیتر'] },
                { title: 'فاقد پارابن', values: ['بله', 'خیر'] },
              ] },
            ],
            brief: [
              { title: 'نوع رژ لب', values: ['جامد', 'مایع'] },
              { title: 'نوع پوشش', values: ['مات', 'براق', 'ساتن'] },
              { title: 'ماندگاری', values: ['تا ۸ ساعت', 'تا ۱۶ ساعت'] },
            ],
            description: [
              '{name} با رنگ‌دانه‌های غنی، تنها با یک بار کشیدن رنگی یکدست و جذاب روی لب‌ها می‌نشیند.',
              'فرمول سبک این رژ لب، لب‌ها را خشک نمی‌کند و حس سنگینی ندارد.',
              'رژ لب‌های {brand} در طیف گسترده‌ای از رنگ‌ها، از نودهای روزمره تا قرمزهای جسورانه، عرضه می‌شوند.',
            ],
            tags: ['رژ لب', 'رژ لب مات', 'رژ لب مایع', 'رژ لب ماندگار', 'آرایش لب'],
          },
        },
        {
          slug: 'eye-mascara', name: 'ریمل', nameEn: 'Mascara',
          kind: {
            noun: 'ریمل', nounEn: 'Mascara', shape: 'tube',
            brands: ['maybelline', 'loreal', 'schon', 'cinere', 'dior'],
            models: ['Lash Sensational', 'Volume Express', 'Sky High', 'Curl Lift', 'Mega Volume', 'Lash Paradise', 'Long Lash', 'Colossal'],
            lines: {
              maybelline: [
                { name: 'Colossal', price: 450_000, specs: { ...mascaraMl(10), 'نوع ریمل': ['حجم‌دهنده'] } },
                { name: 'Lash Sensational', price: 600_000, specs: { ...mascaraMl(9), 'نوع ریمل': ['حجم‌دهنده و بلندکننده'] } },
                { name: 'Sky High', price: 750_000, specs: { ...mascaraMl(8), 'نوع ریمل': ['بلندکننده'] } },
              ],
              loreal: [
                { name: 'Volume Million Lashes', price: 700_000, specs: { ...mascaraMl(9), 'نوع ریمل': ['حجم‌دهنده'] } },
                { name: 'Lash Paradise', price: 800_000, specs: { ...mascaraMl(8), 'نوع ریمل': ['حجم‌دهنده و بلندکننده'] } },
              ],
              schon: [{ name: 'Mega Volume', price: 250_000, specs: { 'نوع ریمل': ['حجم‌دهنده'] } }, { name: 'Curl Lift', price: 280_000, specs: { 'نوع ریمل': ['فرکننده'] } }],
              cinere: [{ name: 'Long Lash', price: 220_000, specs: { 'نوع ریمل': ['بلندکننده'] } }, { name: 'Volume Express', price: 250_000, specs: { 'نوع ریمل': ['حجم‌دهنده'] } }],
              dior: [
                { name: 'Diorshow', price: 4_200_000, specs: { ...mascaraMl(10), 'نوع ریمل': ['حجم‌دهنده'] } },
                { name: 'Diorshow Iconic Overcurl', price: 4_500_000, specs: { ...mascaraMl(8), 'نوع ریمل': ['فرکننده'] } },
              ],
            },
            axes: [
              { title: 'حجم', values: [
                { fa: '۸ میلی‌لیتر', en: '8ml', price: 1 },
                { fa: '۹ میلی‌لیتر', en: '9ml', price: 1.06 },
                { fa: '۱۰ میلی‌لیتر', en: '10ml', price: 1.12 },
              ] },
            ],
            priceToman: [180_000, 5_500_000], colors: ['black', 'brown', 'navy'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع ریمل', values: ['حجم‌دهنده', 'بلندکننده', 'فرکننده', 'حجم‌دهنده و بلندکننده'] },
                { title: 'ضد آب', values: ['بله', 'خیر'] },
                { title: 'نوع برس', values: ['سیلیکونی', 'الیافی', 'خمیده', 'مخروطی'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'ماندگاری', values: ['۱۲ ساعت', '۲۴ ساعت', '۳۶ ساعت'] },
                { title: 'مناسب چشم‌های حساس', values: ['بله', 'خیر'] },
                { title: 'روش پاک کردن', values: ['با آب گرم', 'با پاک‌کننده آرایش چشم', 'با میسلار واتر'] },
              ] },
            ],
            brief: [
              { title: 'نوع ریمل', values: ['حجم‌دهنده', 'بلندکننده', 'فرکننده'] },
              { title: 'ضد آب', values: ['بله', 'خیر'] },
              { title: 'نوع برس', values: ['سیلیکونی', 'الیافی'] },
            ],
            description: [
              '{name} با برس مخصوص خود مژه‌ها را از ریشه جدا و پرپشت می‌کند و جلوه‌ای چشمگیر به چشم‌ها می‌دهد.',
              'فرمول این ریمل گلوله نمی‌شود و در طول روز زیر چشم را سیاه نمی‌کند.',
              'ریمل‌های {brand} برای آرایش روزانه و مجلسی گزینه‌ای مطمئن هستند.',
            ],
            tags: ['ریمل', 'ریمل حجم دهنده', 'ریمل ضد آب', 'ریمل بلند کننده', 'آرایش چشم'],
          },
        },
      ],
    },
    {
      slug: 'skin-care', name: 'مراقبت پوست', nameEn: 'Skin Care',
      children: [
        {
          slug: 'face-moisturizer', name: 'کرم مرطوب‌کننده', nameEn: 'Moisturizer',
          kind: {
            noun: 'کرم مرطوب‌کننده', nounEn: 'Moisturizing Cream', shape: 'jar',
            brands: ['nivea', 'cerave', 'neutrogena', 'la-roche-posay', 'garnier', 'bioderma', 'cinere'],
            // Dealt out in turn, so Hydrabio is Bioderma's and CeraVe makes Soft Cream and Hydrating Cream.
            models: ['Hydra Boost', 'Soft Cream', 'Moisture Plus', 'Aqua Gel', 'Daily Care', 'Hydrabio', 'Cica Repair', 'Ultra Light', 'Hydrating Cream'],
            brandPrices: { nivea: 250_000, garnier: 300_000, cinere: 250_000, neutrogena: 600_000, cerave: 700_000, bioderma: 900_000, 'la-roche-posay': 1_300_000 },
            axes: [
              { title: 'حجم', values: [
                { fa: '۵۰ میلی‌لیتر', en: '50ml', price: 1 },
                { fa: '۱۰۰ میلی‌لیتر', en: '100ml', price: 1.6 },
                { fa: '۲۰۰ میلی‌لیتر', en: '200ml', price: 2.5 },
              ] },
            ],
            priceToman: [200_000, 5_000_000], colors: ['white'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع پوست', values: ['انواع پوست', 'پوست خشک', 'پوست چرب و مختلط', 'پوست حساس'] },
                { title: 'ناحیه مصرف', values: ['صورت', 'صورت و گردن', 'دست و صورت', 'صورت و بدن'] },
                { title: 'بافت', values: ['کرم', 'ژل‌کرم', 'لوسیون'] },
              ] },
              { group: 'ترکیبات و ویژگی‌ها', rows: [
                { title: 'ترکیبات کلیدی', values: ['هیالورونیک اسید', 'سرامید', 'گلیسیرین', 'نیاسینامید', 'آلوئه ورا'] },
                { title: 'ویژگی‌ها', values: ['فاقد عطر', 'فاقد پارابن', 'غیر کومدوژنیک', 'تأیید شده توسط متخصص پوست'] },
                { title: 'زمان مصرف', values: ['روز', 'شب', 'روز و شب'] },
              ] },
            ],
            brief: [
              { title: 'نوع پوست', values: ['انواع پوست', 'پوست خشک', 'پوست حساس'] },
              { title: 'بافت', values: ['کرم', 'ژل‌کرم'] },
              { title: 'ترکیبات کلیدی', values: ['هیالورونیک اسید', 'سرامید', 'گلیسیرین'] },
            ],
            description: [
              '{name} با آبرسانی عمیق، رطوبت از دست رفته پوست را جبران می‌کند و تا ساعت‌ها آن را نرم و لطیف نگه می‌دارد.',
              'بافت سبک این کرم به‌سرعت جذب می‌شود و حالت چرب روی پوست باقی نمی‌گذارد.',
              '{brand} این محصول را برای استفاده روزانه و حتی زیر آرایش طراحی کرده است.',
            ],
            tags: ['کرم مرطوب کننده', 'کرم آبرسان', 'مرطوب کننده صورت', 'کرم پوست خشک', 'کرم صورت'],
          },
        },
        {
          slug: 'sunscreen', name: 'کرم ضد آفتاب', nameEn: 'Sunscreen', demand: 2,
          kind: {
            noun: 'کرم ضد آفتاب', nounEn: 'Sunscreen', shape: 'tube',
            brands: ['la-roche-posay', 'bioderma', 'neutrogena', 'cinere', 'cerave', 'garnier', 'nivea'],
            models: [
              'Anthelios',
              'Photoderm',
              'Ultra Sheer',
              { name: 'Invisible Fluid', specs: { 'بافت': ['فلوئید'], 'نوع ضد آفتاب': ['بی‌رنگ'] } },
              { name: 'Matte Fluid', specs: { 'بافت': ['فلوئید'], 'اثر نهایی روی پوست': ['مات'] } },
              'Ambre Solaire',
              { name: 'Oil Control', specs: { 'نوع پوست': ['پوست چرب و مختلط'], 'اثر نهایی روی پوست': ['مات'] } },
              'Sun Protect',
              { name: 'Photoderm Aquafluide', specs: { 'بافت': ['فلوئید'] } },
            ],
            brandPrices: { nivea: 450_000, garnier: 450_000, cinere: 380_000, neutrogena: 800_000, cerave: 900_000, bioderma: 1_200_000, 'la-roche-posay': 1_600_000 },
            axes: [
              { title: 'حجم', values: [
                { fa: '۴۰ میلی‌لیتر', en: '40ml', price: 1 },
                { fa: '۵۰ میلی‌لیتر', en: '50ml', price: 1.15 },
                { fa: '۷۵ میلی‌لیتر', en: '75ml', price: 1.5 },
              ] },
            ],
            priceToman: [300_000, 4_500_000], colors: ['white', 'beige'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'میزان SPF', values: ['SPF30', 'SPF50', 'SPF50+'] },
                { title: 'نوع پوست', values: ['پوست چرب و مختلط', 'پوست خشک', 'پوست حساس', 'انواع پوست'] },
                { title: 'نوع ضد آفتاب', values: ['بی‌رنگ', 'رنگی'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'محافظت در برابر', values: ['UVA و UVB', 'UVA، UVB و نور آبی'] },
                { title: 'بافت', values: ['فلوئید', 'کرم', 'ژل‌کرم'] },
                { title: 'مقاوم در برابر آب', values: ['بله', 'خیر'] },
                { title: 'اثر نهایی روی پوست', values: ['مات', 'طبیعی', 'شاداب'] },
              ] },
            ],
            brief: [
              { title: 'میزان SPF', values: ['SPF30', 'SPF50', 'SPF50+'] },
              { title: 'نوع پوست', values: ['پوست چرب', 'پوست خشک', 'انواع پوست'] },
              { title: 'بافت', values: ['فلوئید', 'کرم', 'ژل‌کرم'] },
            ],
            description: [
              '{name} پوست را در برابر اشعه‌های مضر UVA و UVB محافظت می‌کند و جلوی لک و پیری زودرس را می‌گیرد.',
              'بافت سبک و غیرچرب این ضد آفتاب رد سفید روی پوست باقی نمی‌گذارد و زیر آرایش هم به‌خوبی می‌نشیند.',
              'ضد آفتاب‌های {brand} برای استفاده روزانه، حتی در روزهای ابری، توصیه می‌شوند.',
            ],
            tags: ['کرم ضد آفتاب', 'ضد آفتاب رنگی', 'ضد آفتاب پوست چرب', 'ضد آفتاب SPF50', 'سان بلاک'],
          },
        },
        {
          slug: 'face-cleanser', name: 'شوینده صورت', nameEn: 'Face Cleanser',
          kind: {
            noun: 'ژل شستشوی صورت', nounEn: 'Face Wash', shape: 'bottle',
            brands: ['cerave', 'bioderma', 'la-roche-posay', 'neutrogena', 'garnier', 'nivea', 'cinere'],
            // Dealt out in turn: Sebium is Bioderma's, Effaclar La Roche-Posay's, Deep Clean Neutrogena's.
            models: [
              { name: 'Foaming', specs: { 'نوع محصول': ['فوم', 'ژل'] } },
              { name: 'Sebium', specs: { 'نوع محصول': ['ژل'], 'نوع پوست': ['پوست چرب و مستعد جوش'] } },
              { name: 'Effaclar', specs: { 'نوع محصول': ['ژل'], 'نوع پوست': ['پوست چرب و مستعد جوش'], 'کاربرد': ['کنترل جوش'] } },
              'Deep Clean',
              'Pure Active',
              { name: 'Micellar Gel', specs: { 'نوع محصول': ['ژل میسلار'] } },
              { name: 'Hydrating', specs: { 'نوع پوست': ['پوست خشک', 'پوست حساس', 'انواع پوست'] } },
              'Gentle Wash',
              { name: 'Acne Control', specs: { 'نوع پوست': ['پوست چرب و مستعد جوش'], 'کاربرد': ['کنترل جوش'] } },
            ],
            brandPrices: { nivea: 300_000, garnier: 280_000, cinere: 250_000, neutrogena: 550_000, cerave: 800_000, bioderma: 900_000, 'la-roche-posay': 1_200_000 },
            axes: [
              { title: 'حجم', values: [
                { fa: '۱۵۰ میلی‌لیتر', en: '150ml', price: 1 },
                { fa: '۲۰۰ میلی‌لیتر', en: '200ml', price: 1.2 },
                { fa: '۲۳۶ میلی‌لیتر', en: '236ml', price: 1.35 },
                { fa: '۴۰۰ میلی‌لیتر', en: '400ml', price: 2 },
              ] },
            ],
            priceToman: [200_000, 4_000_000], colors: ['clear', 'white'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع پوست', values: ['پوست چرب و مستعد جوش', 'پوست خشک', 'پوست حساس', 'انواع پوست'] },
                { title: 'نوع محصول', values: ['ژل', 'فوم', 'کرم', 'ژل میسلار'] },
                { title: 'ترکیبات کلیدی', values: ['سالیسیلیک اسید', 'سرامید', 'نیاسینامید', 'زینک', 'عصاره آلوئه ورا'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'میزان pH', values: ['۵.۵ (هم‌سطح پوست)', 'اسیدی ملایم'] },
                { title: 'فاقد صابون', values: ['بله', 'خیر'] },
                { title: 'کاربرد', values: ['پاک کردن آلودگی و چربی', 'کنترل جوش', 'پاک کردن آرایش سبک'] },
              ] },
            ],
            brief: [
              { title: 'نوع پوست', values: ['پوست چرب', 'پوست خشک', 'پوست حساس'] },
              { title: 'نوع محصول', values: ['ژل', 'فوم'] },
              { title: 'کاربرد', values: ['پاک کردن آلودگی و چربی', 'کنترل جوش'] },
            ],
            description: [
              '{name} آلودگی، چربی اضافه و بقایای آرایش را بدون خشک کردن پوست پاک می‌کند.',
              'فرمول ملایم و فاقد صابون این شوینده، لایه محافظ پوست را حفظ می‌کند و برای استفاده صبح و شب مناسب است.',
              'شوینده‌های {brand} برای پوست‌های حساس و مستعد جوش نیز گزینه‌ای مطمئن هستند.',
            ],
            tags: ['ژل شستشوی صورت', 'شوینده صورت', 'فوم شستشو', 'ژل شستشو پوست چرب', 'پاک کننده صورت'],
          },
        },
        {
          slug: 'face-serum', name: 'سرم پوست', nameEn: 'Face Serum',
          kind: {
            noun: 'سرم پوست', nounEn: 'Face Serum', shape: 'bottle',
            brands: ['loreal', 'garnier', 'la-roche-posay', 'cerave', 'neutrogena', 'bioderma', 'cinere'],
            // Dealt out in turn (Revitalift and Hyaluronic to L'Oréal, Bright Boost to Neutrogena); the name says what it holds.
            models: [
              { name: 'Revitalift', specs: HYALURONIC },
              { name: 'Vitamin C', specs: { 'ترکیب اصلی': ['ویتامین C'], 'کاربرد': ['ضد لک و روشن‌کننده'] } },
              { name: 'Niacinamide 10', specs: { 'ترکیب اصلی': ['نیاسینامید'], 'کاربرد': ['ضد جوش', 'ضد لک و روشن‌کننده'] } },
              { name: 'Retinol', specs: { 'ترکیب اصلی': ['رتینول'], 'کاربرد': ['ضد چروک'], 'زمان مصرف': ['شب'] } },
              { name: 'Bright Boost', specs: { 'کاربرد': ['ضد لک و روشن‌کننده'] } },
              { name: 'Hydrabio Serum', specs: HYALURONIC },
              { name: 'Hydra Serum', specs: HYALURONIC },
              { name: 'Hyaluronic', specs: HYALURONIC },
            ],
            brandPrices: { garnier: 450_000, cinere: 400_000, loreal: 900_000, neutrogena: 800_000, cerave: 1_200_000, bioderma: 1_300_000, 'la-roche-posay': 1_800_000 },
            axes: [
              { title: 'حجم', values: [
                { fa: '۱۵ میلی‌لیتر', en: '15ml', price: 1 },
                { fa: '۳۰ میلی‌لیتر', en: '30ml', price: 1.7 },
                { fa: '۵۰ میلی‌لیتر', en: '50ml', price: 2.5 },
              ] },
            ],
            priceToman: [300_000, 7_000_000], colors: ['clear'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع پوست', values: ['انواع پوست', 'پوست چرب و مختلط', 'پوست خشک', 'پوست حساس'] },
                { title: 'کاربرد', values: ['آبرسان', 'ضد لک و روشن‌کننده', 'ضد چروک', 'ضد جوش', 'ترمیم‌کننده'] },
                { title: 'ترکیب اصلی', values: ['هیالورونیک اسید', 'ویتامین C', 'نیاسینامید', 'رتینول', 'پانتنول (B5)'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'زمان مصرف', values: ['روز', 'شب', 'روز و شب'] },
                { title: 'نوع اپلیکاتور', values: ['قطره‌چکان', 'پمپی'] },
                { title: 'ویژگی‌ها', values: ['فاقد عطر', 'فاقد الکل', 'غیر کومدوژنیک'] },
              ] },
            ],
            brief: [
              { title: 'کاربرد', values: ['آبرسان', 'ضد لک', 'ضد چروک'] },
              { title: 'ترکیب اصلی', values: ['هیالورونیک اسید', 'ویتامین C', 'نیاسینامید'] },
              { title: 'زمان مصرف', values: ['روز', 'شب', 'روز و شب'] },
            ],
            description: [
              '{name} با غلظت مؤثر مواد فعال، مستقیماً روی مشکلاتی مانند کدری، خشکی و لک‌های پوست اثر می‌گذارد.',
              'بافت آبکی این سرم به‌سرعت جذب می‌شود و می‌توان آن را زیر کرم مرطوب‌کننده و ضد آفتاب به کار برد.',
              '{brand} این سرم را طوری فرموله کرده که نتیجه آن پس از چند هفته مصرف منظم قابل مشاهده باشد.',
            ],
            tags: ['سرم پوست', 'سرم هیالورونیک اسید', 'سرم ویتامین سی', 'سرم نیاسینامید', 'سرم صورت'],
          },
        },
      ],
    },
    {
      slug: 'hair-care', name: 'مراقبت مو', nameEn: 'Hair Care',
      children: [
        {
          slug: 'hair-shampoo', name: 'شامپو', nameEn: 'Shampoo', demand: 3,
          kind: {
            noun: 'شامپو', nounEn: 'Shampoo', shape: 'bottle',
            brands: ['pantene', 'head-and-shoulders', 'dove', 'garnier', 'schon', 'loreal'],
            // Dealt out in turn: Pro-V to Pantene, Anti-Dandruff to Head & Shoulders, Fructis to Garnier.
            models: [
              'Pro-V',
              { name: 'Anti-Dandruff', specs: { 'کاربرد': ['ضد شوره'], 'ترکیبات کلیدی': ['زینک پیریتیون'] } },
              { name: 'Intensive Repair', specs: { 'کاربرد': ['ترمیم‌کننده'] } },
              'Fructis',
              { name: 'Keratin Smooth', specs: { 'کاربرد': ['صاف‌کننده'], 'ترکیبات کلیدی': ['کراتین'] } },
              'Daily Moisture',
              { name: 'Color Protect', specs: { 'نوع مو': ['موی رنگ‌شده'] } },
              { name: 'Volume Lift', specs: { 'کاربرد': ['حجم‌دهنده'], 'نوع مو': ['موی نازک'] } },
              'Classic Clean',
            ],
            brandPrices: { schon: 120_000, garnier: 180_000, dove: 200_000, pantene: 220_000, 'head-and-shoulders': 230_000, loreal: 280_000 },
            axes: [
              { title: 'حجم', values: [
                { fa: '۲۰۰ میلی‌لیتر', en: '200ml', price: 1 },
                { fa: '۴۰۰ میلی‌لیتر', en: '400ml', price: 1.7 },
                { fa: '۶۰۰ میلی‌لیتر', en: '600ml', price: 2.3 },
                { fa: '۱۰۰۰ میلی‌لیتر', en: '1000ml', price: 3.4 },
              ] },
            ],
            priceToman: [100_000, 1_500_000], colors: ['clear', 'white'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع مو', values: ['انواع مو', 'موی چرب', 'موی خشک و آسیب‌دیده', 'موی رنگ‌شده', 'موی نازک'] },
                { title: 'کاربرد', values: ['ضد شوره', 'ترمیم‌کننده', 'تقویت‌کننده', 'حجم‌دهنده', 'صاف‌کننده'] },
                { title: 'مناسب برای', values: ['آقایان', 'بانوان', 'آقایان و بانوان'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'فاقد سولفات', values: ['بله', 'خیر'] },
                { title: 'ترکیبات کلیدی', values: ['کراتین', 'روغن آرگان', 'پروویتامین B5', 'زینک پیریتیون', 'عصاره نارگیل'] },
                { title: 'نوع بسته‌بندی', values: ['بطری درب‌دار', 'بطری پمپ‌دار'] },
              ] },
            ],
            brief: [
              { title: 'نوع مو', values: ['انواع مو', 'موی چرب', 'موی خشک'] },
              { title: 'کاربرد', values: ['ضد شوره', 'ترمیم‌کننده', 'تقویت‌کننده'] },
              { title: 'ترکیبات کلیدی', values: ['کراتین', 'روغن آرگان', 'پروویتامین B5'] },
            ],
            description: [
              '{name} موها را به‌آرامی و بدون خشک کردن پوست سر تمیز می‌کند و طراوتی ماندگار به آن‌ها می‌بخشد.',
              'ترکیبات مغذی این شامپو به تقویت ساقه مو کمک می‌کند و موها پس از شست‌وشو نرم‌تر و براق‌تر می‌شوند.',
              'شامپوهای {brand} برای استفاده روزانه همه اعضای خانواده مناسب هستند.',
            ],
            tags: ['شامپو', 'شامپو ضد شوره', 'شامپو بدون سولفات', 'شامپو موی چرب', 'شامپو تقویت کننده'],
          },
        },
        {
          slug: 'hair-conditioner', name: 'نرم‌کننده مو', nameEn: 'Hair Conditioner',
          kind: {
            noun: 'نرم‌کننده مو', nounEn: 'Hair Conditioner', shape: 'bottle',
            brands: ['pantene', 'dove', 'garnier', 'loreal', 'schon', 'head-and-shoulders'],
            // Dealt out in turn: Fructis to Garnier, Smooth and Silky to Head & Shoulders.
            models: ['Pro-V', 'Intensive Repair', 'Fructis', 'Daily Moisture', { name: 'Color Protect', specs: { 'نوع مو': ['موی رنگ‌شده'], 'کاربرد': ['محافظ رنگ مو'] } }, 'Smooth and Silky', 'Repair and Protect', { name: 'Keratin Smooth', specs: { 'ترکیبات کلیدی': ['کراتین'] } }],
            brandPrices: { schon: 130_000, garnier: 190_000, dove: 210_000, pantene: 230_000, 'head-and-shoulders': 240_000, loreal: 290_000 },
            axes: [
              { title: 'حجم', values: [
                { fa: '۲۰۰ میلی‌لیتر', en: '200ml', price: 1 },
                { fa: '۳۶۰ میلی‌لیتر', en: '360ml', price: 1.6 },
                { fa: '۴۰۰ میلی‌لیتر', en: '400ml', price: 1.75 },
              ] },
            ],
            priceToman: [100_000, 1_000_000], colors: ['white', 'cream'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع مو', values: ['انواع مو', 'موی خشک و آسیب‌دیده', 'موی رنگ‌شده', 'موی فر و وزدار'] },
                { title: 'نوع مصرف', values: ['آبکشی‌شونده', 'بدون آبکشی'] },
                { title: 'کاربرد', values: ['نرم‌کننده و ضد گره', 'ترمیم‌کننده', 'آبرسان', 'محافظ رنگ مو'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'ترکیبات کلیدی', values: ['کراتین', 'روغن آرگان', 'پروویتامین B5', 'شی باتر', 'پروتئین ابریشم'] },
                { title: 'فاقد پارابن', values: ['بله', 'خیر'] },
              ] },
            ],
            brief: [
              { title: 'نوع مو', values: ['انواع مو', 'موی خشک', 'موی رنگ‌شده'] },
              { title: 'نوع مصرف', values: ['آبکشی‌شونده', 'بدون آبکشی'] },
              { title: 'کاربرد', values: ['ضد گره', 'ترمیم‌کننده', 'آبرسان'] },
            ],
            description: [
              '{name} گره‌های مو را باز می‌کند و شانه کشیدن موهای خیس را آسان‌تر می‌سازد.',
              'این نرم‌کننده سطح تار مو را صاف می‌کند و از وز شدن و شکنندگی آن جلوگیری می‌کند.',
              'استفاده از آن در کنار شامپوی {brand}، موهایی نرم، براق و سالم را به همراه دارد.',
            ],
            tags: ['نرم کننده مو', 'نرم کننده', 'بالم مو', 'نرم کننده موی خشک', 'ضد گره مو'],
          },
        },
        {
          slug: 'hair-mask', name: 'ماسک مو', nameEn: 'Hair Mask',
          kind: {
            noun: 'ماسک مو', nounEn: 'Hair Mask', shape: 'jar',
            brands: ['loreal', 'garnier', 'dove', 'pantene', 'schon'],
            // Dealt out in turn: Total Repair and Color Vive to L'Oréal, Hair Food to Garnier.
            models: [
              'Total Repair',
              'Hair Food',
              { name: 'Keratin', specs: { 'ترکیبات کلیدی': ['کراتین'] } },
              { name: 'Argan Elixir', specs: { 'ترکیبات کلیدی': ['روغن آرگان'] } },
              'Intensive Care',
              { name: 'Color Vive', specs: { 'نوع مو': ['موی رنگ‌شده'] } },
              'Nourishing',
              'Deep Repair',
            ],
            brandPrices: { schon: 200_000, garnier: 350_000, pantene: 380_000, dove: 400_000, loreal: 550_000 },
            axes: [
              { title: 'حجم', values: [
                { fa: '۲۰۰ میلی‌لیتر', en: '200ml', price: 1 },
                { fa: '۳۰۰ میلی‌لیتر', en: '300ml', price: 1.35 },
                { fa: '۵۰۰ میلی‌لیتر', en: '500ml', price: 2 },
              ] },
            ],
            priceToman: [150_000, 2_500_000], colors: ['cream', 'white'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع مو', values: ['انواع مو', 'موی خشک و آسیب‌دیده', 'موی رنگ‌شده', 'موی فر و وزدار'] },
                { title: 'کاربرد', values: ['ترمیم‌کننده', 'مغذی', 'آبرسان', 'ضد وز'] },
                { title: 'مدت زمان اثر', values: ['۳ دقیقه', '۵ دقیقه', '۱۰ دقیقه'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'ترکیبات کلیدی', values: ['کراتین', 'روغن آرگان', 'شی باتر', 'عصاره موز', 'روغن نارگیل'] },
                { title: 'دفعات مصرف', values: ['۱ بار در هفته', '۲ بار در هفته', 'پس از هر بار شست‌وشو'] },
              ] },
            ],
            brief: [
              { title: 'نوع مو', values: ['موی خشک', 'موی آسیب‌دیده', 'موی رنگ‌شده'] },
              { title: 'کاربرد', values: ['ترمیم‌کننده', 'مغذی', 'ضد وز'] },
              { title: 'ترکیبات کلیدی', values: ['کراتین', 'روغن آرگان', 'شی باتر'] },
            ],
            description: [
              '{name} با فرمول غنی و مغذی، موهای خشک و آسیب‌دیده را از عمق ترمیم می‌کند.',
              'کافی است پس از شامپو مقداری از آن را روی ساقه و انتهای موها بگذارید و پس از چند دقیقه آبکشی کنید.',
              'ماسک موی {brand} از همان اولین استفاده موهایی نرم‌تر و براق‌تر به شما می‌دهد.',
            ],
            tags: ['ماسک مو', 'ماسک مو کراتینه', 'ماسک مو ترمیم کننده', 'ماسک موی خشک', 'ماسک مو آرگان'],
          },
        },
      ],
    },
    {
      slug: 'perfume-fragrance', name: 'عطر و ادکلن', nameEn: 'Perfume and Fragrance',
      children: [
        {
          slug: 'men-perfume', name: 'عطر مردانه', nameEn: "Men's Perfume", demand: 3,
          kind: {
            noun: 'ادو پرفیوم مردانه', nounEn: "Men's Eau de Parfum", shape: 'perfume',
            brands: ['dior', 'versace', 'hugo-boss'],
            models: [],
            // Original bottles, priced in toman for 50 ml.
            lines: {
              dior: [{ name: 'Sauvage', price: 9_000_000 }, { name: 'Homme Intense', price: 10_500_000 }, { name: 'Sauvage Elixir', price: 13_000_000, specs: { 'حجم': ['۵۰ میلی‌لیتر', '۱۰۰ میلی‌لیتر'] } }],
              versace: [{ name: 'Pour Homme Dylan Blue', price: 4_500_000 }, { name: 'Eros', price: 5_000_000 }, { name: 'Eros Flame', price: 5_800_000 }],
              'hugo-boss': [{ name: 'The Scent', price: 4_200_000 }, { name: 'Boss Bottled', price: 4_800_000 }, { name: 'Boss Bottled Night', price: 5_200_000 }],
            },
            axes: [
              { title: 'حجم', values: [
                { fa: '۵۰ میلی‌لیتر', en: '50ml', price: 1 },
                { fa: '۱۰۰ میلی‌لیتر', en: '100ml', price: 1.55 },
                { fa: '۲۰۰ میلی‌لیتر', en: '200ml', price: 2.4 },
              ] },
            ],
            priceToman: [3_000_000, 26_000_000], colors: ['clear', 'black', 'navy', 'blue'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'گروه بویایی', values: ['چوبی ادویه‌ای', 'تازه و مرکباتی', 'آروماتیک فوژر', 'شرقی چوبی', 'چرمی'] },
                { title: 'درصد اسانس', values: ['۱۵ درصد', '۱۸ درصد', '۲۰ درصد'] },
                { title: 'فصل مناسب', values: ['بهار و تابستان', 'پاییز و زمستان', 'چهار فصل'] },
                { title: 'مناسب برای', values: ['استفاده روزانه', 'مجالس و مهمانی‌ها', 'محیط کار'] },
              ] },
              { group: 'رایحه', rows: [
                { title: 'نت آغازین', values: ['برگاموت', 'لیمو', 'فلفل صورتی', 'گریپ فروت', 'نعناع'] },
                { title: 'نت میانی', values: ['اسطوخودوس', 'ژرانیوم', 'دارچین', 'زنبق', 'گل یاس'] },
                { title: 'نت پایانی', values: ['عنبر', 'چوب صندل', 'وتیور', 'پاچولی', 'مشک'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'ماندگاری', values: ['متوسط', 'زیاد', 'بسیار زیاد'] },
                { title: 'پخش بو', values: ['متوسط', 'زیاد', 'بسیار زیاد'] },
              ] },
            ],
            brief: [
              { title: 'گروه بویایی', values: ['چوبی ادویه‌ای', 'تازه و مرکباتی', 'آروماتیک فوژر'] },
              { title: 'ماندگاری', values: ['زیاد', 'بسیار زیاد'] },
              { title: 'فصل مناسب', values: ['بهار و تابستان', 'پاییز و زمستان', 'چهار فصل'] },
            ],
            description: [
              '{name} با رایحه‌ای گرم و جذاب، انتخابی به‌یادماندنی برای آقایانی است که به دنبال امضای شخصی خود هستند.',
              'نت‌های تازه آغازین این عطر روی پایه‌ای چوبی و گرم می‌نشینند و تا ساعت‌ها روی پوست باقی می‌مانند.',
              'این ادو پرفیوم در شیشه‌ای شیک و با کیفیت اصیل {brand} عرضه می‌شود و گزینه‌ای عالی برای هدیه است.',
            ],
            tags: ['عطر مردانه', 'ادکلن مردانه', 'ادو پرفیوم مردانه', 'عطر اورجینال', 'عطر خنک مردانه'],
          },
        },
        {
          slug: 'women-perfume', name: 'عطر زنانه', nameEn: "Women's Perfume", demand: 3,
          kind: {
            noun: 'ادو پرفیوم زنانه', nounEn: "Women's Eau de Parfum", shape: 'perfume',
            brands: ['dior', 'versace', 'hugo-boss'],
            models: [],
            // Original bottles, priced in toman for 30 ml.
            lines: {
              dior: [{ name: 'Miss Dior', price: 6_500_000 }, { name: "J'adore", price: 7_000_000 }, { name: 'Joy', price: 7_500_000 }],
              versace: [{ name: 'Dylan Purple', price: 3_500_000 }, { name: 'Crystal Noir', price: 3_800_000 }, { name: 'Eros Pour Femme', price: 4_000_000 }],
              'hugo-boss': [{ name: 'Boss Alive', price: 3_200_000 }, { name: 'The Scent For Her', price: 3_600_000 }, { name: 'Boss Alive Intense', price: 3_900_000 }],
            },
            axes: [
              { title: 'حجم', values: [
                { fa: '۳۰ میلی‌لیتر', en: '30ml', price: 1 },
                { fa: '۵۰ میلی‌لیتر', en: '50ml', price: 1.45 },
                { fa: '۱۰۰ میلی‌لیتر', en: '100ml', price: 2.2 },
              ] },
            ],
            priceToman: [2_500_000, 20_000_000], colors: ['clear', 'pink', 'gold', 'rose-gold', 'purple'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'گروه بویایی', values: ['گلی', 'گلی میوه‌ای', 'شرقی وانیلی', 'گورمند', 'مرکباتی'] },
                { title: 'درصد اسانس', values: ['۱۵ درصد', '۱۸ درصد', '۲۰ درصد'] },
                { title: 'فصل مناسب', values: ['بهار و تابستان', 'پاییز و زمستان', 'چهار فصل'] },
                { title: 'مناسب برای', values: ['استفاده روزانه', 'مجالس و مهمانی‌ها', 'محیط کار'] },
              ] },
              { group: 'رایحه', rows: [
                { title: 'نت آغازین', values: ['ماندارین', 'گلابی', 'تمشک', 'برگاموت', 'لیچی'] },
                { title: 'نت میانی', values: ['گل رز', 'یاس', 'گل صدتومانی', 'ارکیده', 'زنبق'] },
                { title: 'نت پایانی', values: ['وانیل', 'مشک سفید', 'پاچولی', 'چوب صندل', 'عنبر'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'ماندگاری', values: ['متوسط', 'زیاد', 'بسیار زیاد'] },
                { title: 'پخش بو', values: ['ملایم', 'متوسط', 'زیاد'] },
              ] },
            ],
            brief: [
              { title: 'گروه بویایی', values: ['گلی', 'گلی میوه‌ای', 'شرقی وانیلی'] },
              { title: 'ماندگاری', values: ['زیاد', 'بسیار زیاد'] },
              { title: 'فصل مناسب', values: ['بهار و تابستان', 'پاییز و زمستان', 'چهار فصل'] },
            ],
            description: [
              '{name} با رایحه‌ای لطیف و زنانه، حس ظرافت و اعتماد به نفس را همراه شما می‌کند.',
              'نت‌های گلی و میوه‌ای این عطر روی پایه‌ای گرم از وانیل و مشک می‌نشینند و ماندگاری چشمگیری دارند.',
              'شیشه زیبای این ادو پرفیوم با امضای {brand}، آن را به هدیه‌ای خاص برای مناسبت‌های مهم تبدیل می‌کند.',
            ],
            tags: ['عطر زنانه', 'ادکلن زنانه', 'ادو پرفیوم زنانه', 'عطر شیرین زنانه', 'عطر اورجینال'],
          },
        },
        {
          slug: 'antiperspirant-spray', name: 'اسپری و ضد تعریق', nameEn: 'Deodorants',
          kind: {
            noun: 'اسپری ضد تعریق', nounEn: 'Antiperspirant Spray', shape: 'can',
            brands: ['rexona', 'nivea', 'dove', 'garnier'],
            // Dealt out in turn: Rexona Cotton Dry and Active Shield, Nivea Black and White and Men Cool, Dove Original and Invisible.
            models: ['Cotton Dry', 'Black and White', 'Original', 'Fresh', 'Active Shield', { name: 'Men Cool', specs: { 'مناسب برای': ['آقایان'] } }, 'Invisible', 'Dry Protect'],
            brandPrices: { garnier: 180_000, rexona: 200_000, nivea: 220_000, dove: 240_000 },
            axes: [
              { title: 'حجم', values: [
                { fa: '۱۵۰ میلی‌لیتر', en: '150ml', price: 1 },
                { fa: '۲۰۰ میلی‌لیتر', en: '200ml', price: 1.25 },
              ] },
            ],
            priceToman: [150_000, 700_000], colors: ['white', 'black', 'blue'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'مناسب برای', values: ['آقایان', 'بانوان', 'آقایان و بانوان'] },
                { title: 'ماندگاری', values: ['۴۸ ساعت', '۷۲ ساعت', '۹۶ ساعت'] },
                { title: 'رایحه', values: ['خنک', 'گلی', 'پودری', 'بدون بو'] },
              ] },
              { group: 'ویژگی‌های محصول', rows: [
                { title: 'ویژگی‌ها', values: ['بدون لک سفید روی لباس', 'فاقد الکل', 'ضد حساسیت'] },
                { title: 'نوع پوست', values: ['انواع پوست', 'پوست حساس'] },
              ] },
            ],
            brief: [
              { title: 'مناسب برای', values: ['آقایان', 'بانوان'] },
              { title: 'ماندگاری', values: ['۴۸ ساعت', '۷۲ ساعت'] },
              { title: 'رایحه', values: ['خنک', 'گلی', 'پودری'] },
            ],
            description: [
              '{name} تعریق و بوی نامطبوع بدن را تا ساعت‌ها کنترل می‌کند و حس خنکی و تازگی به شما می‌دهد.',
              'فرمول این اسپری روی لباس‌های روشن و تیره لک نمی‌اندازد و پوست را تحریک نمی‌کند.',
              'ضد تعریق‌های {brand} همراهی مطمئن برای روزهای پرمشغله و فعالیت‌های ورزشی هستند.',
            ],
            tags: ['اسپری ضد تعریق', 'دئودورانت', 'اسپری بدن', 'ضد تعریق مردانه', 'ضد تعریق زنانه'],
          },
        },
      ],
    },
    {
      slug: 'personal-care-appliances', name: 'لوازم برقی شخصی', nameEn: 'Personal Care Appliances',
      children: [
        {
          slug: 'electric-shaver', name: 'ماشین اصلاح', nameEn: 'Shavers and Trimmers',
          kind: {
            noun: 'ماشین اصلاح', nounEn: 'Shaver', shape: 'tool',
            brands: ['braun', 'philips', 'remington', 'panasonic', 'xiaomi'],
            models: ['Series 5', 'Series 7', 'PRO 500', 'XR1550', 'OneBlade', 'S3', 'MG7720', 'QP2724', 'ES-RT31'],
            lines: {
              braun: [{ name: 'Series 5', price: 8_000_000, specs: FOIL }, { name: 'Series 7', price: 14_000_000, specs: FOIL }, { name: 'Series 9 Pro', price: 28_000_000, specs: FOIL }],
              philips: [
                { name: 'OneBlade QP2724', price: 3_000_000, specs: { 'نوع': ['موزن صورت'], 'نوع تیغه': ['تیغه استیل'] } },
                { name: 'S3000', price: 4_500_000, specs: ROTARY },
                { name: 'MG7720', price: 5_500_000, specs: { 'نوع': ['چندکاره'], 'مناسب برای': ['سر، صورت و بدن'], 'نوع تیغه': ['تیغه استیل'] } },
              ],
              remington: [{ name: 'PRO 500', price: 2_500_000, specs: { 'نوع': ['موزن سر و صورت'], 'مناسب برای': ['سر و صورت'] } }, { name: 'XR1550', price: 4_000_000, specs: ROTARY }],
              panasonic: [{ name: 'ES-RT31', price: 2_500_000, specs: FOIL }, { name: 'ES-LV67', price: 10_000_000, specs: FOIL }],
              xiaomi: [{ name: 'S101', price: 1_800_000, specs: ROTARY }, { name: 'S301', price: 2_800_000, specs: ROTARY }],
            },
            axes: [],
            priceToman: [1_200_000, 32_000_000], colors: ['black', 'silver', 'blue', 'graphite'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع', values: ['ریش‌تراش', 'موزن صورت', 'موزن سر و صورت', 'چندکاره'] },
                { title: 'مناسب برای', values: ['صورت', 'سر و صورت', 'سر، صورت و بدن'] },
                { title: 'نوع تیغه', values: ['چرخشی', 'فویلی رفت و برگشتی', 'تیغه استیل', 'تیغه تیتانیومی'] },
                { title: 'قابلیت شستشو با آب', values: ['دارد', 'ندارد'] },
              ] },
              { group: 'باتری و شارژ', rows: [
                { title: 'منبع تغذیه', values: ['باتری قابل شارژ', 'برق مستقیم و باتری'] },
                { title: 'مدت زمان کارکرد', values: ['۴۵ دقیقه', '۶۰ دقیقه', '۹۰ دقیقه', '۱۲۰ دقیقه'] },
                { title: 'زمان شارژ کامل', values: ['۱ ساعت', '۲ ساعت', '۸ ساعت'] },
                { title: 'نوع شارژر', values: ['USB-C', 'آداپتور', 'پایه شارژ'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'تعداد شانه راهنما', values: ['۳ عدد', '۵ عدد', '۸ عدد'] },
                { title: 'نمایشگر', values: ['LED', 'دیجیتال', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'نوع', values: ['ریش‌تراش', 'موزن سر و صورت', 'چندکاره'] },
              { title: 'نوع تیغه', values: ['چرخشی', 'فویلی', 'تیغه استیل'] },
              { title: 'مدت زمان کارکرد', values: ['۶۰ دقیقه', '۹۰ دقیقه', '۱۲۰ دقیقه'] },
            ],
            description: [
              '{name} با تیغه‌های دقیق و موتور قدرتمند، اصلاحی تمیز و یکدست را بدون کشیدن مو یا سوزش پوست فراهم می‌کند.',
              'باتری پرظرفیت این دستگاه امکان چند بار اصلاح با یک بار شارژ را می‌دهد و برای سفر بسیار مناسب است.',
              'طراحی ارگونومیک و کیفیت ساخت {brand}، استفاده روزانه را راحت و مطمئن می‌کند.',
            ],
            tags: ['ماشین اصلاح', 'ریش تراش', 'ماشین اصلاح صورت', 'موزن', 'شیور'],
          },
        },
        {
          slug: 'hair-dryer', name: 'سشوار', nameEn: 'Hair Dryer',
          kind: {
            noun: 'سشوار', nounEn: 'Hair Dryer', shape: 'tool',
            brands: ['philips', 'remington', 'braun', 'panasonic', 'pars-khazar', 'gplus'],
            // Dealt out in turn: Philips BHD300 and DryCare Pro, Remington D5215 and AC8000, Braun Satin Hair 7, Panasonic EH-ND65.
            models: ['BHD300', 'D5215', 'Satin Hair 7', 'EH-ND65', { name: 'Compact Travel', specs: { 'توان': ['۱۶۰۰ وات', '۲۰۰۰ وات'] } }, 'GHD-2020', 'DryCare Pro', { name: 'AC8000', specs: { 'نوع موتور': ['AC'] } }],
            brandPrices: { 'pars-khazar': 1_200_000, gplus: 1_500_000, philips: 2_500_000, remington: 2_800_000, panasonic: 3_500_000, braun: 4_000_000 },
            axes: [
              { title: 'توان', values: [
                { fa: '۱۶۰۰ وات', en: '1600W', price: 1 },
                { fa: '۲۰۰۰ وات', en: '2000W', price: 1.08 },
                { fa: '۲۲۰۰ وات', en: '2200W', price: 1.15 },
                { fa: '۲۴۰۰ وات', en: '2400W', price: 1.22 },
              ] },
            ],
            priceToman: [1_000_000, 8_000_000], colors: ['black', 'white', 'pink', 'purple', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع موتور', values: ['DC', 'AC'] },
                { title: 'تعداد تنظیمات دما', values: ['۲ حالت', '۳ حالت'] },
                { title: 'تعداد تنظیمات سرعت', values: ['۲ حالت', '۳ حالت'] },
                { title: 'دکمه باد سرد', values: ['دارد', 'ندارد'] },
              ] },
              { group: 'ویژگی‌های فنی', rows: [
                { title: 'فناوری یونی', values: ['دارد', 'ندارد'] },
                { title: 'لوازم همراه', values: ['سری متمرکزکننده', 'سری متمرکزکننده و دیفیوزر'] },
                { title: 'طول سیم', values: ['۱.۸ متر', '۲ متر', '۲.۵ متر'] },
                { title: 'حلقه آویز', values: ['دارد', 'ندارد'] },
              ] },
            ],
            brief: [
              { title: 'نوع موتور', values: ['DC', 'AC'] },
              { title: 'فناوری یونی', values: ['دارد', 'ندارد'] },
              { title: 'دکمه باد سرد', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} با جریان هوای قدرتمند و تنظیمات متنوع دما، موها را در کمترین زمان خشک و حالت‌دهی می‌کند.',
              'فناوری یونی این سشوار از وز شدن موها جلوگیری می‌کند و درخششی طبیعی به آن‌ها می‌دهد.',
              'کیفیت ساخت {brand} و دکمه باد سرد برای تثبیت حالت مو، آن را به انتخابی مناسب برای استفاده خانگی و حرفه‌ای تبدیل کرده است.',
            ],
            tags: ['سشوار', 'سشوار حرفه ای', 'سشوار یونی', 'سشوار مسافرتی', 'خشک کن مو'],
          },
        },
        {
          slug: 'electric-toothbrush', name: 'مسواک برقی', nameEn: 'Electric Toothbrush',
          kind: {
            noun: 'مسواک برقی', nounEn: 'Electric Toothbrush', shape: 'tool',
            brands: ['oral-b', 'philips', 'xiaomi', 'panasonic'],
            models: ['Pro 3', 'Vitality 100', 'iO Series 5', 'Sonicare 3100', 'T500', 'EW-DM81', 'Smart 4', 'Kids Pro'],
            lines: {
              'oral-b': [{ name: 'Vitality 100', price: 1_600_000 }, { name: 'Pro 3', price: 4_500_000 }, { name: 'iO Series 5', price: 14_000_000 }],
              philips: [{ name: 'Sonicare 3100', price: 4_500_000 }, { name: 'Sonicare 4100', price: 5_500_000 }],
              xiaomi: [{ name: 'T302', price: 1_300_000 }, { name: 'T500', price: 1_600_000 }],
              panasonic: [{ name: 'EW-DM81', price: 2_200_000 }, { name: 'EW-DL83', price: 3_500_000 }],
            },
            // Oral-B brushes oscillate and rotate; the others are sonic.
            brandSpecs: {
              'oral-b': { 'نوع عملکرد': ['چرخشی-نوسانی'] },
              philips: { 'نوع عملکرد': ['سونیک (ارتعاشی)'] },
              xiaomi: { 'نوع عملکرد': ['سونیک (ارتعاشی)'] },
              panasonic: { 'نوع عملکرد': ['سونیک (ارتعاشی)'] },
            },
            axes: [],
            priceToman: [1_000_000, 18_000_000], colors: ['white', 'black', 'blue', 'pink'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع عملکرد', values: ['چرخشی-نوسانی', 'سونیک (ارتعاشی)'] },
                { title: 'تعداد حالت‌های مسواک زدن', values: ['۱ حالت', '۳ حالت', '۵ حالت'] },
                { title: 'مناسب برای', values: ['بزرگسالان', 'کودکان', 'بزرگسالان و کودکان'] },
              ] },
              { group: 'باتری و شارژ', rows: [
                { title: 'نوع باتری', values: ['لیتیوم-یون', 'نیکل-متال هیدرید'] },
                { title: 'مدت کارکرد با یک بار شارژ', values: ['۱۴ روز', '۲۱ روز', '۳۰ روز'] },
                { title: 'نوع شارژ', values: ['پایه القایی', 'USB-C'] },
              ] },
              { group: 'سایر مشخصات', rows: [
                { title: 'سنسور فشار', values: ['دارد', 'ندارد'] },
                { title: 'تایمر هوشمند', values: ['دارد', 'ندارد'] },
                { title: 'تعداد سری همراه', values: ['۱ عدد', '۲ عدد', '۴ عدد'] },
              ] },
            ],
            brief: [
              { title: 'نوع عملکرد', values: ['چرخشی-نوسانی', 'سونیک'] },
              { title: 'تعداد حالت‌های مسواک زدن', values: ['۱ حالت', '۳ حالت', '۵ حالت'] },
              { title: 'سنسور فشار', values: ['دارد', 'ندارد'] },
            ],
            description: [
              '{name} با حرکت‌های سریع و دقیق، پلاک را بسیار مؤثرتر از مسواک معمولی از روی دندان‌ها پاک می‌کند.',
              'تایمر هوشمند و سنسور فشار این مسواک کمک می‌کند هر بار دو دقیقه کامل و بدون آسیب به لثه مسواک بزنید.',
              'با باتری بادوام {brand}، تا چند هفته بدون نیاز به شارژ می‌توانید از آن استفاده کنید.',
            ],
            tags: ['مسواک برقی', 'مسواک شارژی', 'مسواک برقی کودک', 'مسواک', 'بهداشت دهان و دندان'],
          },
        },
      ],
    },
  ],
};
