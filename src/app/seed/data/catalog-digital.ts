import type { MainCategorySeed, ModelSeed } from './types.ts';

const FA_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** Persian digits, as the spec tables write numbers («۶.۷ اینچ»). */
const fa = (n: number | string) => String(n).replace(/\d/g, (d) => FA_DIGITS[Number(d)]!);
const gigabytes = (gb: number) => (gb >= 1024 ? `${fa(gb / 1024)} ترابایت` : `${fa(gb)} گیگابایت`);

/**
 * A phone model as sold: its price in toman for the smallest storage and RAM it comes in,
 * and the spec values its name implies (chip, screen, camera, battery, the storage and RAM
 * it is made with), so no «iPhone 16 Pro Max 6 GB RAM» and no 6.1-inch Galaxy A16.
 */
function phone(
  name: string,
  price: number,
  p: { chip: string; net: '4G' | '5G'; size: string; hz: number; panel: string; cam: number; battery: number; charge: number; weight: number; storage: number[]; ram: number[] },
): ModelSeed {
  return {
    name,
    price,
    specs: {
      'تراشه': [p.chip],
      'شبکه‌های ارتباطی': [p.net],
      'وزن': [`${fa(p.weight)} گرم`],
      'اندازه': [`${fa(p.size)} اینچ`],
      'فناوری صفحه‌نمایش': [p.panel],
      'نرخ به‌روزرسانی': [`${fa(p.hz)} هرتز`],
      'رزولوشن دوربین اصلی': [`${fa(p.cam)} مگاپیکسل`],
      'ظرفیت باتری': [`${fa(p.battery)} میلی‌آمپرساعت`],
      'توان شارژ سریع': [`${fa(p.charge)} وات`],
      'ظرفیت': p.storage.map(gigabytes),
      'رم': p.ram.map(gigabytes),
    },
  };
}

const PORTS = {
  C: ['USB-C', '۱ پورت'],
  A: ['USB-A', '۱ پورت'],
  AC: ['USB-A و USB-C', '۲ پورت'],
  CC: ['دو USB-C', '۲ پورت'],
  CCA: ['دو USB-C و یک USB-A', '۳ پورت'],
} as const;

/**
 * A wall charger as made: the powers it comes in, its ports (their kinds and count agree)
 * and so the cables it can come with (a Micro-USB cable needs a USB-A port) and its
 * charging standard.
 */
function charger(name: string, price: number, watts: number[], ports: keyof typeof PORTS, gan: boolean): ModelSeed {
  const [kinds, count] = PORTS[ports];
  const usbA = ports === 'A' || ports === 'AC';
  const tech = ports === 'A' ? ['Quick Charge 3.0', 'Quick Charge 4+'] : Math.max(...watts) >= 45 ? ['Power Delivery 3.0', 'PPS'] : usbA ? ['Power Delivery 3.0', 'Quick Charge 3.0'] : ['Power Delivery 3.0'];
  return {
    name,
    price,
    specs: {
      'توان': watts.map((w) => `${fa(w)} وات`),
      'به همراه کابل': usbA ? ['USB-C', 'لایتنینگ', 'میکرو USB'] : ['USB-C', 'لایتنینگ'],
      'تعداد پورت': [count],
      'نوع پورت خروجی': [kinds],
      'فناوری شارژ سریع': tech,
      'فناوری ساخت': [gan ? 'GaN (گالیوم نیترید)' : 'معمولی'],
    },
  };
}

const mah = (...thousands: number[]) => ({ 'ظرفیت': thousands.map((k) => `${fa(k * 1000)} میلی‌آمپرساعت`) });
const MAG_PAD = { 'شارژ بی‌سیم': ['دارد (مگنتی)'] };
const NO_PAD = { 'شارژ بی‌سیم': ['ندارد'] };
const BACK = 'کاور محافظ پشت';

/** Model-fixed spec values shared by several model lines (attributes.ts narrows rows with them). */
const inch = (size: string) => ({ 'اندازه صفحه‌نمایش': [`${size} اینچ`] });
const OFFICE_PORTS = ['USB-C و USB-A و HDMI', 'USB-C و USB-A و کارت‌خوان'];
const OFFICE_INTEL = {
  'پردازنده مرکزی': ['Intel Core i5-1335U', 'Intel Core i7-1355U'], 'پردازنده گرافیکی': ['Intel Iris Xe'], 'حافظه گرافیکی': ['اشتراکی'],
  'کاربری': ['دانشجویی و اداری'], 'وزن': ['۱.۶ کیلوگرم', '۱.۸ کیلوگرم'], 'درگاه‌ها': OFFICE_PORTS,
};
const OFFICE_AMD = {
  'پردازنده مرکزی': ['AMD Ryzen 5 7530U', 'AMD Ryzen 7 7730U'], 'پردازنده گرافیکی': ['AMD Radeon'], 'حافظه گرافیکی': ['اشتراکی'],
  'کاربری': ['دانشجویی و اداری'], 'وزن': ['۱.۵ کیلوگرم', '۱.۷ کیلوگرم'], 'درگاه‌ها': OFFICE_PORTS,
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
const WIRED = { 'نوع اتصال': ['سیمی USB'] };
const DONGLE = { 'نوع اتصال': ['بی‌سیم (دانگل USB)'] };
const BT_DONGLE = { 'نوع اتصال': ['بلوتوث و بی‌سیم'] };
const KEYS_BT = { 'نوع اتصال': ['بلوتوث'] };
const ram = (...gb: number[]) => ({ 'رم': gb.map(gigabytes) });
const storage = (...gb: number[]) => ({ 'ظرفیت': gb.map(gigabytes) });
const hz = (rate: number) => ({ 'نرخ به‌روزرسانی': [`${fa(rate)} هرتز`] });
const ssd = (...gb: number[]) => ({ 'حافظه': gb.map((g) => `${gigabytes(g)} SSD`) });
const watts = (w: number) => ({ 'توان خروجی': [`${fa(w)} وات`] });

/**
 * A smartwatch model: its price in toman for the smallest case, and for each case size in
 * millimetres the screen it has (a 40 mm Galaxy Watch 7 is 1.3 inches, its 44 mm one 1.47).
 */
function watch(name: string, price: number, screens: Record<number, string>, specs: Record<string, string[]> = {}): ModelSeed {
  const sizes = Object.keys(screens).map(Number);
  const size = (mm: number) => `${fa(mm)} میلی‌متر`;
  const screen = (mm: number) => `${fa(screens[mm]!)} اینچ`;
  return {
    name,
    price,
    specs: { 'اندازه': sizes.map(size), 'اندازه صفحه‌نمایش': sizes.map(screen), ...specs },
    rules: sizes.map((mm) => ({ when: { 'اندازه': [size(mm)] }, then: { 'اندازه صفحه‌نمایش': [screen(mm)] } })),
  };
}

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
            // Entry model first, flagship last; prices in toman for the cheapest storage and RAM.
            lines: {
              samsung: [
                phone('Galaxy A16', 12_500_000, { chip: 'Helio G99', net: '4G', size: '6.7', hz: 90, panel: 'Super AMOLED', cam: 50, battery: 5000, charge: 25, weight: 200, storage: [128, 256], ram: [4, 6, 8] }),
                phone('Galaxy A36', 25_000_000, { chip: 'Snapdragon 6 Gen 3', net: '5G', size: '6.7', hz: 120, panel: 'Super AMOLED', cam: 50, battery: 5000, charge: 45, weight: 195, storage: [128, 256], ram: [6, 8, 12] }),
                phone('Galaxy A56', 33_000_000, { chip: 'Exynos 1580', net: '5G', size: '6.7', hz: 120, panel: 'Super AMOLED', cam: 50, battery: 5000, charge: 45, weight: 198, storage: [128, 256], ram: [8, 12] }),
                phone('Galaxy S25 FE', 55_000_000, { chip: 'Exynos 2400', net: '5G', size: '6.7', hz: 120, panel: 'Dynamic AMOLED 2X', cam: 50, battery: 4900, charge: 45, weight: 190, storage: [128, 256, 512], ram: [8] }),
                phone('Galaxy S25 Ultra', 145_000_000, { chip: 'Snapdragon 8 Elite', net: '5G', size: '6.9', hz: 120, panel: 'Dynamic AMOLED 2X', cam: 200, battery: 5000, charge: 45, weight: 218, storage: [256, 512, 1024], ram: [12] }),
              ],
              apple: [
                phone('iPhone 15', 88_000_000, { chip: 'A16 Bionic', net: '5G', size: '6.1', hz: 60, panel: 'OLED', cam: 48, battery: 3349, charge: 20, weight: 171, storage: [128, 256, 512], ram: [6] }),
                phone('iPhone 16', 105_000_000, { chip: 'A18', net: '5G', size: '6.1', hz: 60, panel: 'OLED', cam: 48, battery: 3561, charge: 25, weight: 170, storage: [128, 256, 512], ram: [8] }),
                phone('iPhone 16 Plus', 118_000_000, { chip: 'A18', net: '5G', size: '6.7', hz: 60, panel: 'OLED', cam: 48, battery: 4674, charge: 25, weight: 199, storage: [128, 256, 512], ram: [8] }),
                phone('iPhone 16 Pro', 140_000_000, { chip: 'A18 Pro', net: '5G', size: '6.3', hz: 120, panel: 'OLED', cam: 48, battery: 3582, charge: 25, weight: 199, storage: [128, 256, 512, 1024], ram: [8] }),
                phone('iPhone 16 Pro Max', 170_000_000, { chip: 'A18 Pro', net: '5G', size: '6.9', hz: 120, panel: 'OLED', cam: 48, battery: 4685, charge: 25, weight: 227, storage: [256, 512, 1024], ram: [8] }),
              ],
              xiaomi: [
                phone('Redmi 14C', 8_000_000, { chip: 'Helio G81 Ultra', net: '4G', size: '6.88', hz: 120, panel: 'IPS LCD', cam: 50, battery: 5160, charge: 18, weight: 211, storage: [128, 256], ram: [4, 6, 8] }),
                phone('Redmi Note 14', 13_500_000, { chip: 'Helio G99 Ultra', net: '4G', size: '6.67', hz: 120, panel: 'AMOLED', cam: 108, battery: 5500, charge: 33, weight: 196, storage: [128, 256], ram: [6, 8] }),
                phone('Redmi Note 14 Pro', 24_000_000, { chip: 'Dimensity 7300 Ultra', net: '5G', size: '6.67', hz: 120, panel: 'AMOLED', cam: 200, battery: 5110, charge: 45, weight: 190, storage: [256, 512], ram: [8, 12] }),
                phone('14T', 45_000_000, { chip: 'Dimensity 8300 Ultra', net: '5G', size: '6.67', hz: 144, panel: 'AMOLED', cam: 50, battery: 5000, charge: 67, weight: 195, storage: [256, 512], ram: [12] }),
              ],
              honor: [
                phone('X8c', 14_000_000, { chip: 'Snapdragon 685', net: '4G', size: '6.7', hz: 120, panel: 'AMOLED', cam: 108, battery: 5000, charge: 35, weight: 166, storage: [256, 512], ram: [8] }),
                phone('X9c', 22_000_000, { chip: 'Snapdragon 6 Gen 1', net: '5G', size: '6.78', hz: 120, panel: 'AMOLED', cam: 108, battery: 6600, charge: 66, weight: 189, storage: [256, 512], ram: [8, 12] }),
                phone('Magic 7 Lite', 24_000_000, { chip: 'Snapdragon 6 Gen 1', net: '5G', size: '6.78', hz: 120, panel: 'AMOLED', cam: 108, battery: 6600, charge: 66, weight: 189, storage: [256, 512], ram: [8] }),
              ],
              nokia: [
                phone('C32', 6_500_000, { chip: 'Unisoc SC9863A', net: '4G', size: '6.5', hz: 60, panel: 'IPS LCD', cam: 50, battery: 5000, charge: 10, weight: 199, storage: [64, 128], ram: [4, 6] }),
                phone('G42', 10_000_000, { chip: 'Snapdragon 480 Plus', net: '5G', size: '6.56', hz: 90, panel: 'IPS LCD', cam: 50, battery: 5000, charge: 20, weight: 193, storage: [128, 256], ram: [6, 8] }),
                phone('X30', 14_000_000, { chip: 'Snapdragon 695', net: '5G', size: '6.43', hz: 90, panel: 'AMOLED', cam: 50, battery: 4200, charge: 33, weight: 185, storage: [128, 256], ram: [6, 8] }),
              ],
              motorola: [
                phone('Moto E14', 5_500_000, { chip: 'Unisoc T606', net: '4G', size: '6.56', hz: 90, panel: 'IPS LCD', cam: 13, battery: 5000, charge: 15, weight: 178, storage: [64, 128], ram: [4] }),
                phone('Moto G85', 15_000_000, { chip: 'Snapdragon 6s Gen 3', net: '5G', size: '6.67', hz: 120, panel: 'pOLED', cam: 50, battery: 5000, charge: 30, weight: 172, storage: [128, 256], ram: [8, 12] }),
                phone('Edge 50 Fusion', 22_000_000, { chip: 'Snapdragon 7s Gen 2', net: '5G', size: '6.7', hz: 144, panel: 'pOLED', cam: 50, battery: 5000, charge: 68, weight: 175, storage: [256, 512], ram: [8, 12] }),
              ],
              realme: [
                phone('Note 60', 6_000_000, { chip: 'Unisoc T612', net: '4G', size: '6.74', hz: 90, panel: 'IPS LCD', cam: 32, battery: 5000, charge: 10, weight: 187, storage: [64, 128], ram: [4, 6] }),
                phone('C75', 10_000_000, { chip: 'Helio G92 Max', net: '4G', size: '6.72', hz: 90, panel: 'IPS LCD', cam: 50, battery: 6000, charge: 45, weight: 196, storage: [128, 256], ram: [6, 8] }),
                phone('14 Pro', 25_000_000, { chip: 'Dimensity 7300 Energy', net: '5G', size: '6.77', hz: 120, panel: 'OLED', cam: 50, battery: 6000, charge: 45, weight: 182, storage: [256, 512], ram: [8, 12] }),
              ],
              poco: [
                phone('M7 Pro', 16_000_000, { chip: 'Dimensity 7025 Ultra', net: '5G', size: '6.67', hz: 120, panel: 'AMOLED', cam: 50, battery: 5110, charge: 45, weight: 190, storage: [256, 512], ram: [8, 12] }),
                phone('X7 Pro', 28_000_000, { chip: 'Dimensity 8400 Ultra', net: '5G', size: '6.67', hz: 120, panel: 'AMOLED', cam: 50, battery: 6000, charge: 90, weight: 195, storage: [256, 512], ram: [8, 12] }),
                phone('F7 Pro', 42_000_000, { chip: 'Snapdragon 8 Gen 3', net: '5G', size: '6.67', hz: 120, panel: 'AMOLED', cam: 50, battery: 6000, charge: 90, weight: 206, storage: [256, 512], ram: [12] }),
              ],
            },
            brandSpecs: {
              apple: { 'نسخه سیستم‌عامل': ['iOS 18'], 'تعداد سیم‌کارت': ['یک سیم‌کارت و eSIM'] },
            },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۶۴ گیگابایت', en: '64GB', price: 1 },
                { fa: '۱۲۸ گیگابایت', en: '128GB', price: 1.1 },
                { fa: '۲۵۶ گیگابایت', en: '256GB', price: 1.23 },
                { fa: '۵۱۲ گیگابایت', en: '512GB', price: 1.45 },
                { fa: '۱ ترابایت', en: '1TB', price: 1.76 },
              ] },
              { title: 'رم', values: [
                { fa: '۴ گیگابایت', en: '4GB RAM', price: 1 },
                { fa: '۶ گیگابایت', en: '6GB RAM', price: 1.06 },
                { fa: '۸ گیگابایت', en: '8GB RAM', price: 1.12 },
                { fa: '۱۲ گیگابایت', en: '12GB RAM', price: 1.2 },
              ] },
            ],
            priceToman: [5_000_000, 260_000_000], colors: ['black', 'white', 'blue', 'silver', 'green', 'purple'],
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
            // Dealt out in turn: Baseus Magnetic and Leather, Hoco Silicone and Frosted, Remax Crystal Clear and Slim Fit, Anker Armor and Shockproof.
            models: [
              { name: 'Magnetic', specs: { 'نوع': [BACK], 'ویژگی‌های خاص': ['مگنتی (MagSafe)'], 'سازگار با شارژ بی‌سیم': ['بله'] } },
              { name: 'Silicone', specs: { 'نوع': [BACK], 'جنس': ['سیلیکون'] } },
              { name: 'Crystal Clear', specs: { 'نوع': [BACK], 'جنس': ['ژله‌ای (TPU)', 'پلی‌کربنات'], 'ویژگی‌های خاص': ['ضدزردشدن'] } },
              { name: 'Armor', specs: { 'نوع': [BACK], 'مقاومت در برابر ضربه': ['ضدضربه', 'استاندارد نظامی (Military Grade)'], 'ویژگی‌های خاص': ['ضدضربه'] } },
              { name: 'Leather', specs: { 'جنس': ['چرم مصنوعی'] } },
              { name: 'Frosted', specs: { 'نوع': [BACK], 'جنس': ['پلی‌کربنات'], 'ویژگی‌های خاص': ['ضدلغزش'] } },
              { name: 'Slim Fit', specs: { 'نوع': [BACK], 'ضخامت': ['۱ میلی‌متر'] } },
              { name: 'Shockproof', specs: { 'نوع': [BACK], 'مقاومت در برابر ضربه': ['ضدضربه', 'استاندارد نظامی (Military Grade)'], 'ویژگی‌های خاص': ['ضدضربه'] } },
            ],
            brandPrices: { hoco: 250_000, remax: 300_000, baseus: 450_000, anker: 550_000 },
            rules: [{ when: { 'نوع': ['کیف کلاسوری'] }, then: { 'جنس': ['چرم مصنوعی'] } }],
            axes: [
              { title: 'مناسب برای', values: [
                { fa: 'گوشی موبایل سامسونگ Galaxy A56', en: 'for Galaxy A56' },
                { fa: 'گوشی موبایل سامسونگ Galaxy S25 Ultra', en: 'for Galaxy S25 Ultra' },
                { fa: 'گوشی موبایل اپل iPhone 16 Pro', en: 'for iPhone 16 Pro' },
                { fa: 'گوشی موبایل اپل iPhone 15', en: 'for iPhone 15' },
                { fa: 'گوشی موبایل شیائومی Redmi Note 14', en: 'for Redmi Note 14' },
              ] },
            ],
            priceToman: [150_000, 1_500_000], colors: ['black', 'clear', 'navy', 'pink', 'mint', 'purple'],
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
            models: [],
            // Each model's power, ports and charging standard as made; cheapest first.
            lines: {
              anker: [charger('PowerPort III Nano', 1_300_000, [20], 'C', false), charger('Prime GaN', 3_900_000, [65, 100], 'CCA', true)],
              baseus: [charger('Compact', 650_000, [20], 'AC', false), charger('GaN5 Pro', 2_300_000, [65, 100], 'CCA', true)],
              samsung: [charger('EP-TA800', 1_100_000, [25], 'C', false), charger('EP-T4510', 2_100_000, [45], 'C', false)],
              xiaomi: [charger('MDY-11-EZ', 750_000, [33], 'A', false), charger('GaN 65W', 1_900_000, [65], 'C', true)],
              apple: [charger('USB-C Power Adapter', 2_300_000, [20], 'C', false), charger('Dual USB-C Port Power Adapter', 4_600_000, [35], 'CC', false)],
              hoco: [charger('N5', 380_000, [20], 'AC', false), charger('N30 Glory', 1_200_000, [65], 'CCA', true)],
              remax: [charger('RP-U91', 420_000, [20], 'C', false), charger('RP-U68', 1_300_000, [65], 'CCA', true)],
              tsco: [charger('TTC 52', 300_000, [20], 'AC', false), charger('TTC 66', 450_000, [33], 'AC', false)],
            },
            brandSpecs: { samsung: { 'به همراه کابل': ['USB-C'] } },
            axes: [
              { title: 'توان', values: [
                { fa: '۲۰ وات', en: '20W', price: 1 },
                { fa: '۲۵ وات', en: '25W', price: 1.08 },
                { fa: '۳۳ وات', en: '33W', price: 1.2 },
                { fa: '۳۵ وات', en: '35W', price: 1.26 },
                { fa: '۴۵ وات', en: '45W', price: 1.45 },
                { fa: '۶۵ وات', en: '65W', price: 1.9 },
                { fa: '۱۰۰ وات', en: '100W', price: 2.6 },
              ] },
              { title: 'به همراه کابل', values: [
                { fa: 'USB-C', en: 'with USB-C Cable' },
                { fa: 'لایتنینگ', en: 'with Lightning Cable' },
                { fa: 'میکرو USB', en: 'with Micro-USB Cable' },
              ] },
            ],
            priceToman: [300_000, 6_500_000], colors: ['white', 'black'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'تعداد پورت', values: ['۱ پورت', '۲ پورت', '۳ پورت'] },
                { title: 'نوع پورت خروجی', values: ['USB-C', 'USB-A', 'USB-A و USB-C', 'دو USB-C', 'دو USB-C و یک USB-A'] },
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
            models: [],
            // The capacities each model is made in; only the magnetic ones charge without a cable.
            lines: {
              anker: [
                { name: 'PowerCore Slim', price: 1_600_000, specs: { ...mah(10, 20), ...NO_PAD } },
                { name: 'MagGo', price: 3_200_000, specs: { ...mah(10), ...MAG_PAD } },
              ],
              baseus: [
                { name: 'Bipow', price: 900_000, specs: { ...mah(10, 20, 30), ...NO_PAD } },
                { name: 'Magnetic Mini', price: 1_500_000, specs: { ...mah(10), ...MAG_PAD } },
              ],
              xiaomi: [
                { name: 'Redmi Power Bank', price: 850_000, specs: { ...mah(10, 20), ...NO_PAD } },
                { name: 'Power Bank 3 Pro', price: 1_600_000, specs: { ...mah(20), ...NO_PAD, 'حداکثر توان خروجی': ['۴۵ وات'] } },
              ],
              hoco: [{ name: 'J101', price: 550_000, specs: { ...mah(10, 20, 30), ...NO_PAD } }],
              remax: [{ name: 'RPP-166', price: 600_000, specs: { ...mah(10, 20), ...NO_PAD } }],
              tsco: [{ name: 'TP 870', price: 500_000, specs: { ...mah(10, 20, 30), ...NO_PAD } }],
              samsung: [
                { name: 'EB-P3400', price: 1_400_000, specs: { ...mah(10), ...NO_PAD, 'حداکثر توان خروجی': ['۲۵ وات'] } },
                { name: 'EB-P4520', price: 2_300_000, specs: { ...mah(20), ...NO_PAD, 'حداکثر توان خروجی': ['۴۵ وات'] } },
              ],
            },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۱۰۰۰۰ میلی‌آمپرساعت', en: '10000mAh', price: 1 },
                { fa: '۲۰۰۰۰ میلی‌آمپرساعت', en: '20000mAh', price: 1.45 },
                { fa: '۳۰۰۰۰ میلی‌آمپرساعت', en: '30000mAh', price: 1.9 },
              ] },
            ],
            // Cells weigh what they hold.
            rules: [
              { when: { 'ظرفیت': ['۱۰۰۰۰ میلی‌آمپرساعت'] }, then: { 'وزن': ['۲۱۰ گرم', '۲۳۰ گرم'] } },
              { when: { 'ظرفیت': ['۲۰۰۰۰ میلی‌آمپرساعت'] }, then: { 'وزن': ['۳۵۰ گرم', '۴۲۰ گرم'] } },
              { when: { 'ظرفیت': ['۳۰۰۰۰ میلی‌آمپرساعت'] }, then: { 'وزن': ['۵۸۰ گرم', '۶۲۰ گرم'] } },
            ],
            priceToman: [450_000, 4_500_000], colors: ['black', 'white', 'blue', 'gray'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'نوع باتری', values: ['لیتیوم-پلیمر', 'لیتیوم-یون'] },
                { title: 'تعداد پورت خروجی', values: ['۲ پورت', '۳ پورت', '۴ پورت'] },
                { title: 'وزن', values: ['۲۱۰ گرم', '۲۳۰ گرم', '۳۵۰ گرم', '۴۲۰ گرم', '۵۸۰ گرم', '۶۲۰ گرم'] },
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
            // Entry model first; prices in toman for the least RAM and SSD each model comes with.
            lines: {
              lenovo: [
                { name: 'IdeaPad Slim 3 15IRU8', price: 45_000_000, specs: { ...OFFICE_INTEL, ...inch('۱۵.۶'), ...ram(8, 16), ...ssd(512, 1024) } },
                { name: 'ThinkPad E14 Gen 5', price: 62_000_000, specs: { ...OFFICE_AMD, ...inch('۱۴'), ...ram(16, 32), ...ssd(512, 1024) } },
                { name: 'LOQ 15IRX9', price: 85_000_000, specs: { ...GAMING, ...inch('۱۵.۶'), ...ram(16, 32), ...ssd(512, 1024) } },
                { name: 'Legion 5 16IRX9', price: 135_000_000, specs: { ...GAMING, ...inch('۱۶'), ...ram(16, 32), ...ssd(1024, 2048) } },
              ],
              asus: [
                { name: 'Vivobook 15 X1504VA', price: 38_000_000, specs: { ...OFFICE_INTEL, ...inch('۱۵.۶'), ...ram(8, 16), ...ssd(512, 1024) } },
                { name: 'TUF Gaming F15', price: 72_000_000, specs: { ...GAMING, ...inch('۱۵.۶'), ...ram(16, 32), ...ssd(512, 1024) } },
                { name: 'Zenbook 14 OLED UX3405', price: 85_000_000, specs: { ...CREATOR, ...inch('۱۴'), 'نوع پنل': ['OLED'], ...ram(16, 32), ...ssd(1024) } },
              ],
              hp: [
                { name: '15-fd0', price: 36_000_000, specs: { ...OFFICE_INTEL, ...inch('۱۵.۶'), ...ram(8, 16), ...ssd(512, 1024) } },
                { name: 'Pavilion Plus 14', price: 70_000_000, specs: { ...CREATOR, ...inch('۱۴'), ...ram(16), ...ssd(512, 1024) } },
                { name: 'Victus 16', price: 80_000_000, specs: { ...GAMING, ...inch('۱۶'), ...ram(16, 32), ...ssd(512, 1024) } },
              ],
              dell: [
                { name: 'Inspiron 15 3530', price: 40_000_000, specs: { ...OFFICE_INTEL, ...inch('۱۵.۶'), ...ram(8, 16), ...ssd(512, 1024) } },
                { name: 'Vostro 14 3440', price: 44_000_000, specs: { ...OFFICE_INTEL, ...inch('۱۴'), ...ram(8, 16), ...ssd(512) } },
                { name: 'XPS 14 9440', price: 160_000_000, specs: { ...CREATOR, ...inch('۱۴.۵'), ...ram(16, 32), ...ssd(512, 1024, 2048) } },
              ],
              acer: [
                { name: 'Aspire 5 A515', price: 40_000_000, specs: { ...OFFICE_AMD, ...inch('۱۵.۶'), ...ram(8, 16), ...ssd(512, 1024) } },
                { name: 'Swift Go 14', price: 65_000_000, specs: { ...CREATOR, ...inch('۱۴'), 'نوع پنل': ['OLED'], ...ram(16, 32), ...ssd(512, 1024) } },
                { name: 'Nitro V 15', price: 70_000_000, specs: { ...GAMING, ...inch('۱۵.۶'), ...ram(8, 16), ...ssd(512, 1024) } },
              ],
              msi: [
                { name: 'Modern 14', price: 35_000_000, specs: { ...OFFICE_INTEL, ...inch('۱۴'), ...ram(8, 16), ...ssd(512) } },
                { name: 'Thin GF63', price: 65_000_000, specs: { ...GAMING, ...inch('۱۵.۶'), ...ram(8, 16), ...ssd(512, 1024) } },
                { name: 'Prestige 13 AI Evo', price: 95_000_000, specs: { ...CREATOR, ...inch('۱۳.۳'), 'وزن': ['۰.۹۹ کیلوگرم'], ...ram(16, 32), ...ssd(1024) } },
                { name: 'Katana 17', price: 110_000_000, specs: { ...GAMING, ...inch('۱۷.۳'), ...ram(16, 32), ...ssd(1024) } },
              ],
              apple: [
                { name: 'MacBook Air 13 M3', price: 95_000_000, specs: { ...MAC, ...inch('۱۳.۶'), 'وزن': ['۱.۲۴ کیلوگرم'], 'پردازنده مرکزی': ['Apple M3'], 'پردازنده گرافیکی': ['Apple M3 (۸ هسته‌ای)'], ...ram(16), ...ssd(256, 512) } },
                { name: 'MacBook Air 15 M3', price: 115_000_000, specs: { ...MAC, ...inch('۱۵.۳'), 'وزن': ['۱.۵۱ کیلوگرم'], 'پردازنده مرکزی': ['Apple M3'], 'پردازنده گرافیکی': ['Apple M3 (۱۰ هسته‌ای)'], ...ram(16, 24), ...ssd(256, 512) } },
                { name: 'MacBook Pro 14 M4', price: 150_000_000, specs: { ...MAC, ...inch('۱۴.۲'), 'وزن': ['۱.۵۵ کیلوگرم'], 'پردازنده مرکزی': ['Apple M4'], 'پردازنده گرافیکی': ['Apple M4 (۱۰ هسته‌ای)'], ...ram(16, 24), ...ssd(512, 1024) } },
              ],
              microsoft: [
                { name: 'Surface Laptop 7 13.8', price: 110_000_000, specs: { ...SURFACE, ...inch('۱۳.۸'), ...ram(16), ...ssd(256, 512, 1024) } },
                { name: 'Surface Laptop 7 15', price: 140_000_000, specs: { ...SURFACE, ...inch('۱۵'), ...ram(16, 32), ...ssd(256, 512, 1024) } },
              ],
            },
            axes: [
              { title: 'رم', values: [
                { fa: '۸ گیگابایت', en: '8GB RAM', price: 1 },
                { fa: '۱۶ گیگابایت', en: '16GB RAM', price: 1.1 },
                { fa: '۲۴ گیگابایت', en: '24GB RAM', price: 1.17 },
                { fa: '۳۲ گیگابایت', en: '32GB RAM', price: 1.25 },
              ] },
              { title: 'حافظه', values: [
                { fa: '۲۵۶ گیگابایت SSD', en: '256GB SSD', price: 1 },
                { fa: '۵۱۲ گیگابایت SSD', en: '512GB SSD', price: 1.08 },
                { fa: '۱ ترابایت SSD', en: '1TB SSD', price: 1.2 },
                { fa: '۲ ترابایت SSD', en: '2TB SSD', price: 1.45 },
              ] },
            ],
            priceToman: [30_000_000, 260_000_000], colors: ['silver', 'gray', 'graphite', 'black', 'blue'],
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
              { title: 'حافظه', values: ['۵۱۲ گیگابایت SSD', '۱ ترابایت SSD'] },
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
              logitech: [
                { name: 'M190', price: 450_000, specs: DONGLE },
                { name: 'G305', price: 1_600_000, specs: { ...DONGLE, ...GAMER } },
                { name: 'MX Master 3S', price: 6_000_000, specs: BT_DONGLE },
              ],
              tsco: [{ name: 'TM-680W', price: 250_000, specs: DONGLE }, { name: 'TM-290', price: 320_000, specs: WIRED }],
              beyond: [{ name: 'BM-1280', price: 300_000 }, { name: 'BM-3420', price: 420_000 }],
              xiaomi: [
                { name: 'Wireless Mouse Lite 2', price: 400_000, specs: DONGLE },
                { name: 'Silent Mouse 2', price: 550_000, specs: { ...DONGLE, 'کلیدها': ['بی‌صدا'] } },
              ],
              asus: [{ name: 'MW203', price: 700_000, specs: BT_DONGLE }, { name: 'ROG Strix Impact III', price: 1_500_000, specs: { ...WIRED, ...GAMER } }],
              hp: [{ name: 'X200', price: 400_000, specs: DONGLE }, { name: '240 Bluetooth', price: 650_000, specs: BT_DONGLE }],
              lenovo: [{ name: '300 Wireless', price: 500_000, specs: DONGLE }, { name: 'Legion M300s', price: 1_300_000, specs: { ...WIRED, ...GAMER } }],
              microsoft: [{ name: 'Bluetooth Mouse', price: 1_100_000, specs: BT_DONGLE }, { name: 'Pro IntelliMouse', price: 2_200_000, specs: WIRED }],
            },
            axes: [],
            // A wired mouse runs off its cable, a wireless one off a battery.
            rules: [
              { when: { 'نوع اتصال': ['سیمی USB'] }, then: { 'منبع تغذیه': ['از طریق کابل USB'] } },
              { when: { 'نوع اتصال': ['بی‌سیم (دانگل USB)', 'بلوتوث و بی‌سیم'] }, then: { 'منبع تغذیه': ['یک باتری قلمی AA', 'باتری داخلی قابل شارژ'] } },
            ],
            priceToman: [150_000, 7_500_000], colors: ['black', 'white', 'gray', 'blue', 'red'],
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
              logitech: [
                { name: 'K120', price: 450_000, specs: WIRED },
                { name: 'K380', price: 1_900_000, specs: { ...KEYS_BT, 'نوع کلید': ['قیچی‌ای'] } },
                { name: 'MX Keys S', price: 6_500_000, specs: { ...KEYS_BT, 'نوع کلید': ['قیچی‌ای'] } },
              ],
              tsco: [{ name: 'TK-8020', price: 280_000, specs: WIRED }, { name: 'TK-8005', price: 380_000 }],
              beyond: [{ name: 'BK-7100', price: 350_000 }, { name: 'BK-2250', price: 450_000 }],
              microsoft: [{ name: 'Wired Keyboard 600', price: 900_000, specs: WIRED }, { name: 'Designer Compact', price: 3_200_000, specs: KEYS_BT }],
              asus: [
                { name: 'KW100', price: 800_000, specs: DONGLE },
                { name: 'ROG Strix Scope II', price: 5_500_000, specs: { ...WIRED, 'کاربری': ['گیمینگ'], 'نوع کلید': ['مکانیکال (سوییچ قرمز)'], 'نور پس‌زمینه': ['RGB'] } },
              ],
              xiaomi: [{ name: 'Silent Keyboard 700', price: 900_000 }, { name: 'Wireless Keyboard Pro', price: 1_300_000, specs: DONGLE }],
            },
            axes: [],
            priceToman: [200_000, 8_000_000], colors: ['black', 'white', 'gray', 'graphite'],
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
              sandisk: [
                { name: 'Cruzer Blade', price: 280_000, specs: { 'رابط': ['USB 2.0'], 'سرعت خواندن': ['۲۵ مگابایت بر ثانیه'], 'سرعت نوشتن': ['۱۰ مگابایت بر ثانیه'] } },
                { name: 'Ultra Flair', price: 380_000, specs: { 'رابط': ['USB 3.0'], 'جنس بدنه': ['فلزی', 'فلز و پلاستیک'] } },
                { name: 'Ultra Dual Drive', price: 450_000, specs: { 'رابط': ['USB-C و USB-A (دوسر)'] } },
              ],
              samsung: [
                { name: 'BAR Plus', price: 450_000, specs: { 'رابط': ['USB 3.2 Gen 1'], 'جنس بدنه': ['فلزی'] } },
                { name: 'Fit Plus', price: 500_000, specs: { 'رابط': ['USB 3.2 Gen 1'] } },
              ],
              tsco: [{ name: 'THU-1165', price: 220_000 }, { name: 'THU-1120', price: 250_000 }],
              hp: [{ name: 'V250W', price: 250_000 }, { name: 'X796W', price: 350_000 }],
            },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۳۲ گیگابایت', en: '32GB', price: 1 },
                { fa: '۶۴ گیگابایت', en: '64GB', price: 1.3 },
                { fa: '۱۲۸ گیگابایت', en: '128GB', price: 2 },
                { fa: '۲۵۶ گیگابایت', en: '256GB', price: 3.6 },
              ] },
            ],
            // USB 2.0 reads at a few tens of megabytes a second at best.
            rules: [
              { when: { 'رابط': ['USB 2.0'] }, then: { 'سرعت خواندن': ['۲۵ مگابایت بر ثانیه'], 'سرعت نوشتن': ['۱۰ مگابایت بر ثانیه'] } },
              { when: { 'رابط': ['USB 3.2 Gen 1', 'USB 3.0', 'USB-C و USB-A (دوسر)'] }, then: { 'سرعت خواندن': ['۱۰۰ مگابایت بر ثانیه', '۱۵۰ مگابایت بر ثانیه', '۴۰۰ مگابایت بر ثانیه'], 'سرعت نوشتن': ['۳۰ مگابایت بر ثانیه', '۶۰ مگابایت بر ثانیه', '۱۱۰ مگابایت بر ثانیه'] } },
            ],
            priceToman: [200_000, 2_500_000], colors: ['black', 'silver', 'red', 'blue', 'white'],
            specs: [
              { group: 'مشخصات کلی', rows: [
                { title: 'رابط', values: ['USB 3.2 Gen 1', 'USB 3.0', 'USB 2.0', 'USB-C و USB-A (دوسر)'] },
                { title: 'جنس بدنه', values: ['فلزی', 'پلاستیکی', 'فلز و پلاستیک'] },
              ] },
              { group: 'سرعت', rows: [
                { title: 'سرعت خواندن', values: ['۲۵ مگابایت بر ثانیه', '۱۰۰ مگابایت بر ثانیه', '۱۵۰ مگابایت بر ثانیه', '۴۰۰ مگابایت بر ثانیه'] },
                { title: 'سرعت نوشتن', values: ['۱۰ مگابایت بر ثانیه', '۳۰ مگابایت بر ثانیه', '۶۰ مگابایت بر ثانیه', '۱۱۰ مگابایت بر ثانیه'] },
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
            // Entry model first; prices in toman for the least storage and RAM each comes with.
            lines: {
              samsung: [
                { name: 'Galaxy Tab A9 Plus', price: 14_000_000, specs: { 'اندازه': ['۱۱ اینچ'], 'تراشه': ['Snapdragon 695'], 'فناوری صفحه‌نمایش': ['TFT'], ...hz(90), ...storage(64, 128), ...ram(4, 8) } },
                { name: 'Galaxy Tab S9 FE', price: 30_000_000, specs: { 'اندازه': ['۱۰.۹ اینچ'], 'تراشه': ['Exynos 1380'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(90), ...storage(128, 256), ...ram(6, 8) } },
                { name: 'Galaxy Tab S10 FE', price: 38_000_000, specs: { 'اندازه': ['۱۰.۹ اینچ'], 'تراشه': ['Exynos 1580'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(90), ...storage(128, 256), ...ram(8, 12) } },
              ],
              apple: [
                { name: 'iPad 10', price: 38_000_000, specs: { 'اندازه': ['۱۰.۹ اینچ'], 'تراشه': ['A14 Bionic'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(60), ...storage(64, 256), ...ram(4) } },
                { name: 'iPad Air 11 M2', price: 65_000_000, specs: { 'اندازه': ['۱۱ اینچ'], 'تراشه': ['Apple M2'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(60), ...storage(128, 256, 512), ...ram(8) } },
                {
                  name: 'iPad Pro 13 M4',
                  price: 150_000_000,
                  specs: { 'اندازه': ['۱۳ اینچ'], 'تراشه': ['Apple M4'], 'فناوری صفحه‌نمایش': ['OLED'], ...hz(120), ...storage(256, 512, 1024), ...ram(8, 16) },
                  // 16 GB of RAM comes only with the terabyte.
                  rules: [
                    { when: storage(256, 512), then: ram(8) },
                    { when: storage(1024), then: ram(16) },
                  ],
                },
              ],
              xiaomi: [
                { name: 'Redmi Pad SE 8.7', price: 8_000_000, specs: { 'اندازه': ['۸.۷ اینچ'], 'تراشه': ['Helio G85'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(90), ...storage(64, 128), ...ram(4, 6) } },
                { name: 'Redmi Pad Pro', price: 17_000_000, specs: { 'اندازه': ['۱۲.۱ اینچ'], 'تراشه': ['Snapdragon 7s Gen 2'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(120), ...storage(128, 256), ...ram(6, 8) } },
                { name: 'Pad 7', price: 26_000_000, specs: { 'اندازه': ['۱۱.۲ اینچ'], 'تراشه': ['Snapdragon 7+ Gen 3'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(144), ...storage(128, 256), ...ram(8, 12) } },
              ],
              lenovo: [
                { name: 'Tab M11', price: 12_000_000, specs: { 'اندازه': ['۱۱ اینچ'], 'تراشه': ['Helio G88'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(90), ...storage(64, 128), ...ram(4, 8) } },
                { name: 'Tab P12', price: 22_000_000, specs: { 'اندازه': ['۱۲.۷ اینچ'], 'تراشه': ['Dimensity 7050'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(60), ...storage(128, 256), ...ram(8) } },
              ],
              huawei: [
                { name: 'MatePad SE 11', price: 14_000_000, specs: { 'اندازه': ['۱۱ اینچ'], 'تراشه': ['Snapdragon 680'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(90), ...storage(128, 256), ...ram(6, 8) } },
                { name: 'MatePad 11.5', price: 20_000_000, specs: { 'اندازه': ['۱۱.۵ اینچ'], 'تراشه': ['Snapdragon 7 Gen 1'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(120), ...storage(128, 256), ...ram(8) } },
              ],
              honor: [
                { name: 'Pad X9', price: 12_000_000, specs: { 'اندازه': ['۱۱.۵ اینچ'], 'تراشه': ['Snapdragon 685'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(120), ...storage(128), ...ram(4, 6) } },
                { name: 'Pad 9', price: 20_000_000, specs: { 'اندازه': ['۱۲.۱ اینچ'], 'تراشه': ['Snapdragon 6 Gen 1'], 'فناوری صفحه‌نمایش': ['IPS LCD'], ...hz(120), ...storage(128, 256), ...ram(8) } },
              ],
            },
            axes: [
              { title: 'ظرفیت', values: [
                { fa: '۶۴ گیگابایت', en: '64GB', price: 1 },
                { fa: '۱۲۸ گیگابایت', en: '128GB', price: 1.12 },
                { fa: '۲۵۶ گیگابایت', en: '256GB', price: 1.28 },
                { fa: '۵۱۲ گیگابایت', en: '512GB', price: 1.55 },
                { fa: '۱ ترابایت', en: '1TB', price: 1.9 },
              ] },
              { title: 'رم', values: [
                { fa: '۴ گیگابایت', en: '4GB RAM', price: 1 },
                { fa: '۶ گیگابایت', en: '6GB RAM', price: 1.06 },
                { fa: '۸ گیگابایت', en: '8GB RAM', price: 1.12 },
                { fa: '۱۲ گیگابایت', en: '12GB RAM', price: 1.2 },
                { fa: '۱۶ گیگابایت', en: '16GB RAM', price: 1.3 },
              ] },
            ],
            priceToman: [7_000_000, 280_000_000], colors: ['graphite', 'silver', 'gray', 'blue', 'mint'],
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
            // Dealt out in turn: Baseus Smart Folio and Tri-Fold, Remax Book Cover and Leather Pro, Hoco Magnetic and Pencil Slot.
            models: [
              { name: 'Smart Folio', specs: { 'نوع بسته شدن': ['مگنتی'], 'خاموش و روشن شدن خودکار صفحه': ['دارد'] } },
              'Book Cover',
              { name: 'Magnetic', specs: { 'نوع بسته شدن': ['مگنتی'] } },
              { name: 'Tri-Fold', specs: { 'قابلیت ایستادن': ['سه‌حالته', 'تاشو'] } },
              { name: 'Leather Pro', specs: { 'جنس': ['چرم مصنوعی'] } },
              { name: 'Pencil Slot', specs: { 'جای قلم': ['دارد'] } },
            ],
            brandPrices: { hoco: 350_000, remax: 400_000, baseus: 700_000 },
            axes: [
              { title: 'مناسب برای', values: [
                { fa: 'تبلت سامسونگ Galaxy Tab A9 Plus', en: 'for Galaxy Tab A9 Plus' },
                { fa: 'تبلت سامسونگ Galaxy Tab S10 FE', en: 'for Galaxy Tab S10 FE' },
                { fa: 'تبلت اپل iPad Air 11', en: 'for iPad Air 11' },
                { fa: 'تبلت شیائومی Redmi Pad Pro', en: 'for Redmi Pad Pro' },
                { fa: 'تبلت لنوو Tab M11', en: 'for Lenovo Tab M11' },
              ] },
            ],
            priceToman: [250_000, 2_500_000], colors: ['black', 'navy', 'gray', 'pink', 'mint', 'purple'],
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
              apple: [
                { name: 'Pencil USB-C', price: 5_500_000, specs: { 'حساسیت به فشار': ['ندارد'], 'نوع اتصال': ['بلوتوث'], 'روش شارژ': ['درگاه USB-C'] } },
                { name: 'Pencil Pro', price: 9_500_000, specs: { 'حساسیت به فشار': ['۴۰۹۶ سطح'], 'نوع اتصال': ['مگنتی و بلوتوث'], 'روش شارژ': ['مگنتی بی‌سیم'] } },
              ],
              samsung: [{ name: 'S Pen Pro', price: 4_500_000 }, { name: 'S Pen Creator Edition', price: 5_000_000 }],
              xiaomi: [{ name: 'Smart Pen 2', price: 3_000_000 }, { name: 'Focus Pen', price: 4_000_000 }],
              lenovo: [{ name: 'Tab Pen Plus', price: 2_000_000 }, { name: 'Precision Pen 3', price: 2_800_000 }],
              huawei: [{ name: 'M-Pencil 3', price: 3_500_000 }],
              baseus: [{ name: 'Smooth Writing 2', price: 700_000 }, { name: 'Smooth Writing Pro', price: 1_100_000 }],
            },
            axes: [],
            priceToman: [500_000, 12_000_000], colors: ['white', 'black', 'gray'],
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
              sony: [
                { name: 'WH-CH520', price: 2_800_000, specs: { ...NO_ANC, 'نوع گوشی': ['دورگوشی (On-Ear)'] } },
                { name: 'WH-CH720N', price: 5_500_000, specs: ANC },
                { name: 'WH-1000XM5', price: 17_000_000, specs: { ...ANC, 'کدک‌های پشتیبانی‌شده': ['SBC و AAC و LDAC'] } },
              ],
              jbl: [
                { name: 'Tune 520BT', price: 2_500_000, specs: { ...NO_ANC, 'نوع گوشی': ['دورگوشی (On-Ear)'] } },
                { name: 'Tune 770NC', price: 5_000_000, specs: ANC },
                { name: 'Live 670NC', price: 6_000_000, specs: { ...ANC, 'نوع گوشی': ['دورگوشی (On-Ear)'] } },
              ],
              anker: [{ name: 'Soundcore Q30', price: 3_000_000, specs: ANC }, { name: 'Soundcore Space One', price: 5_000_000, specs: ANC }],
              apple: [{ name: 'AirPods Max', price: 38_000_000, specs: { ...ANC, 'وزن': ['۳۸۵ گرم'], 'کدک‌های پشتیبانی‌شده': ['SBC و AAC'] } }],
              haylou: [{ name: 'S35 ANC', price: 2_000_000, specs: ANC }, { name: 'S30 Pro', price: 2_400_000, specs: ANC }],
              lenovo: [{ name: 'Thinkplus TH30', price: 900_000, specs: { ...NO_ANC, 'نوع گوشی': ['دورگوشی (On-Ear)'] } }],
            },
            axes: [],
            priceToman: [800_000, 45_000_000], colors: ['black', 'white', 'blue', 'silver', 'beige'],
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
                { title: 'درگاه شارژ', values: ['USB-C'] },
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
              samsung: [{ name: 'Galaxy Buds FE', price: 4_500_000, specs: ANC_BRIEF }, { name: 'Galaxy Buds 3 Pro', price: 13_000_000, specs: ANC_BRIEF }],
              apple: [{ name: 'AirPods 4', price: 9_000_000, specs: NO_ANC_BRIEF }, { name: 'AirPods Pro 2', price: 15_000_000, specs: ANC_BRIEF }],
              xiaomi: [{ name: 'Redmi Buds 6 Active', price: 1_000_000, specs: NO_ANC_BRIEF }, { name: 'Buds 5', price: 4_000_000, specs: ANC_BRIEF }],
              haylou: [
                { name: 'GT7', price: 800_000, specs: NO_ANC_BRIEF },
                { name: 'W1', price: 900_000, specs: NO_ANC_BRIEF },
                { name: 'X1 Neo', price: 1_100_000, specs: NO_ANC_BRIEF },
              ],
              anker: [{ name: 'Soundcore P20i', price: 1_300_000, specs: NO_ANC_BRIEF }, { name: 'Soundcore Liberty 4 NC', price: 4_500_000, specs: ANC_BRIEF }],
              jbl: [{ name: 'Wave Buds 2', price: 2_500_000, specs: ANC_BRIEF }, { name: 'Tune Beam', price: 3_500_000, specs: ANC_BRIEF }],
              sony: [{ name: 'WF-C700N', price: 5_000_000, specs: ANC_BRIEF }, { name: 'WF-1000XM5', price: 16_000_000, specs: ANC_BRIEF }],
              honor: [{ name: 'Choice Earbuds X7', price: 1_500_000, specs: ANC_BRIEF }],
            },
            axes: [],
            priceToman: [600_000, 18_000_000], colors: ['black', 'white', 'blue', 'pink', 'gray'],
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
              jbl: [
                { name: 'Go 4', price: 3_000_000, specs: watts(5) },
                { name: 'Clip 5', price: 4_000_000, specs: watts(5) },
                { name: 'Flip 6', price: 6_000_000, specs: watts(20) },
                { name: 'Charge 5', price: 9_000_000, specs: watts(40) },
              ],
              sony: [{ name: 'SRS-XB100', price: 3_500_000, specs: watts(5) }, { name: 'ULT Field 1', price: 6_500_000, specs: watts(20) }],
              anker: [{ name: 'Soundcore Motion 300', price: 4_500_000, specs: watts(30) }, { name: 'Soundcore Boom 2', price: 7_000_000, specs: watts(40) }],
              xiaomi: [{ name: 'Sound Pocket', price: 1_500_000, specs: watts(5) }, { name: 'Sound Outdoor', price: 2_800_000, specs: watts(30) }],
              tsco: [{ name: 'TS-2370', price: 700_000 }, { name: 'TS-2394', price: 900_000 }],
              beyond: [{ name: 'BA-3560', price: 800_000 }, { name: 'BA-3905', price: 1_100_000 }],
            },
            // Only the budget brands build in an FM radio and a memory-card slot.
            brandSpecs: Object.fromEntries(['jbl', 'sony', 'anker', 'xiaomi'].map((b) => [b, { 'ورودی‌ها': ['بلوتوث', 'بلوتوث و AUX'], 'رادیو FM': ['ندارد'] }])),
            axes: [],
            priceToman: [500_000, 12_000_000], colors: ['black', 'blue', 'red', 'gray', 'green', 'pink'],
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
            // Each model in the case sizes it is made in, with its screen for each; cheapest first.
            lines: {
              samsung: [
                watch('Galaxy Watch FE', 7_000_000, { 40: '1.2' }),
                watch('Galaxy Watch 7', 12_000_000, { 40: '1.3', 44: '1.47' }),
                watch('Galaxy Watch Ultra', 25_000_000, { 47: '1.5' }, { 'جنس بدنه': ['تیتانیوم'], 'مکان‌یاب': ['GPS دوفرکانسه'] }),
              ],
              apple: [
                watch('Watch SE 2024', 22_000_000, { 40: '1.57', 44: '1.78' }, { 'جنس بدنه': ['آلومینیوم'] }),
                watch('Watch Series 10', 35_000_000, { 42: '1.65', 46: '1.96' }, { 'جنس بدنه': ['آلومینیوم', 'تیتانیوم'] }),
                watch('Watch Ultra 2', 60_000_000, { 49: '1.92' }, { 'جنس بدنه': ['تیتانیوم'], 'مکان‌یاب': ['GPS دوفرکانسه'] }),
              ],
              xiaomi: [watch('Redmi Watch 5 Active', 2_200_000, { 46: '2' }, { 'مکان‌یاب': ['از طریق گوشی'] }), watch('Watch S4', 10_000_000, { 41: '1.32', 47: '1.43' })],
              huawei: [watch('Watch Fit 3', 6_000_000, { 44: '1.82' }), watch('Watch GT 5', 11_000_000, { 41: '1.32', 46: '1.43' })],
              amazfit: [watch('Bip 6', 4_500_000, { 46: '1.97' }), watch('Active 2', 6_000_000, { 44: '1.32' }), watch('Balance', 10_000_000, { 46: '1.5' })],
              haylou: [watch('Solar Plus', 1_600_000, { 46: '1.43' }, { 'مکان‌یاب': ['از طریق گوشی'] }), watch('RS5', 2_200_000, { 46: '2.01' }, { 'مکان‌یاب': ['از طریق گوشی'] })],
              honor: [watch('Choice Watch', 2_500_000, { 46: '1.95' }), watch('Watch 5', 6_000_000, { 46: '1.75' })],
            },
            // A day or two between charges for the full smartwatches, a week or more for the rest.
            brandSpecs: {
              apple: { 'عمر باتری': ['۲ روز'], 'فناوری صفحه‌نمایش': ['LTPO OLED'], 'جنس بدنه': ['آلومینیوم'], 'مکان‌یاب': ['GPS داخلی'] },
              samsung: { 'عمر باتری': ['۲ روز'], 'فناوری صفحه‌نمایش': ['Super AMOLED'], 'جنس بدنه': ['آلومینیوم'], 'مکان‌یاب': ['GPS داخلی'] },
              xiaomi: { 'عمر باتری': ['۱۴ روز'], 'فناوری صفحه‌نمایش': ['AMOLED'], 'جنس بدنه': ['آلومینیوم', 'پلاستیک'], 'مکان‌یاب': ['GPS داخلی'] },
              huawei: { 'عمر باتری': ['۷ روز', '۱۴ روز'], 'فناوری صفحه‌نمایش': ['AMOLED'], 'جنس بدنه': ['آلومینیوم', 'فولاد ضدزنگ'], 'مکان‌یاب': ['GPS داخلی', 'GPS دوفرکانسه'] },
              amazfit: { 'عمر باتری': ['۱۴ روز', '۲۱ روز'], 'فناوری صفحه‌نمایش': ['AMOLED'], 'جنس بدنه': ['آلومینیوم', 'پلاستیک'], 'مکان‌یاب': ['GPS داخلی', 'GPS دوفرکانسه'] },
              haylou: { 'عمر باتری': ['۷ روز'], 'فناوری صفحه‌نمایش': ['AMOLED', 'TFT'], 'جنس بدنه': ['پلاستیک', 'آلومینیوم'] },
              honor: { 'عمر باتری': ['۷ روز', '۱۴ روز'], 'فناوری صفحه‌نمایش': ['AMOLED'], 'جنس بدنه': ['پلاستیک', 'آلومینیوم'], 'مکان‌یاب': ['GPS داخلی', 'از طریق گوشی'] },
            },
            axes: [
              // Within a model the larger case costs more.
              { title: 'اندازه', values: [40, 41, 42, 44, 46, 47, 49].map((mm, i) => ({ fa: `${fa(mm)} میلی‌متر`, en: `${mm}mm`, price: [1, 1.01, 1.02, 1.08, 1.1, 1.11, 1.12][i]! })) },
            ],
            priceToman: [1_500_000, 70_000_000], colors: ['black', 'silver', 'gold', 'rose-gold', 'graphite', 'green'],
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
              xiaomi: [{ name: 'Smart Band 9', price: 2_200_000 }, { name: 'Smart Band 9 Pro', price: 3_500_000 }],
              huawei: [{ name: 'Band 9', price: 2_500_000 }, { name: 'Band 10', price: 3_000_000 }],
              honor: [{ name: 'Band 9', price: 2_000_000 }],
              samsung: [{ name: 'Galaxy Fit 3', price: 3_500_000 }],
              amazfit: [{ name: 'Band 7', price: 2_000_000 }, { name: 'Helio Strap', price: 6_000_000 }],
            },
            axes: [],
            priceToman: [1_200_000, 8_000_000], colors: ['black', 'pink', 'mint', 'silver', 'blue'],
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
