/**
 * The company's contact departments and open positions: real shop data rather
 * than demo data, so production gets them too. Phones are ASCII digits (pages render them
 * in Persian); the addresses are the demo shop's placeholders, like the footer's.
 */
export const DEPARTMENTS = [
  { slug: 'sales', title: 'فروش', phone: '021-91001100', email: 'sales@bazaar.example', description: 'پرسش دربارهٔ کالاها، موجودی و ثبت سفارش' },
  { slug: 'support', title: 'پشتیبانی مشتریان', phone: '021-91000000', email: 'support@bazaar.example', description: 'پیگیری سفارش، ارسال و پرداخت' },
  { slug: 'after-sales', title: 'خدمات پس از فروش', phone: '021-91001200', email: 'after-sales@bazaar.example', description: 'مرجوعی، گارانتی و تعمیرات' },
  { slug: 'wholesale', title: 'فروش عمده و سازمانی', phone: '021-91001300', email: 'b2b@bazaar.example', description: 'خرید عمده، پیش‌فاکتور رسمی و همکاری تجاری' },
  { slug: 'sellers', title: 'امور فروشندگان', phone: '021-91001400', email: 'sellers@bazaar.example', description: 'ثبت‌نام فروشندگان، قرارداد و تسویه‌حساب' },
  { slug: 'complaints', title: 'رسیدگی به شکایات', phone: '021-91001500', email: 'complaints@bazaar.example', description: 'انتقادها و شکایت‌ها؛ پاسخ حداکثر تا سه روز کاری' },
] as const;

export const POSITIONS = [
  {
    slug: 'call-center-agent',
    title: 'کارشناس پشتیبانی مشتریان (مرکز تماس)',
    city: 'تهران',
    workType: 'تمام‌وقت، شیفتی',
    description: 'پاسخ‌گویی تلفنی و آنلاین به مشتریان، پیگیری سفارش‌ها و مرجوعی‌ها و ثبت بازخوردها در سامانهٔ پشتیبانی.',
    requirements: 'مهارت ارتباطی خوب و صبوری\nآشنایی با کار با رایانه و تایپ فارسی\nسابقهٔ کار در مرکز تماس یک امتیاز است',
  },
  {
    slug: 'warehouse-operator',
    title: 'کارشناس انبار و آماده‌سازی سفارش',
    city: 'تهران (انبار شهریار)',
    workType: 'تمام‌وقت',
    description: 'دریافت و چیدمان کالا، جمع‌آوری و بسته‌بندی سفارش‌ها و تحویل مرسوله‌ها به واحد ارسال.',
    requirements: 'دقت و نظم در کار\nتوانایی کار فیزیکی\nآشنایی با بارکدخوان یک امتیاز است',
  },
  {
    slug: 'web-developer',
    title: 'برنامه‌نویس وب (TypeScript)',
    city: 'تهران',
    workType: 'تمام‌وقت، امکان دورکاری بخشی از هفته',
    description: 'توسعه و نگهداری فروشگاه و پنل مدیریت با TypeScript، Astro و PostgreSQL، همراه با نوشتن آزمون برای کد.',
    requirements: 'دست‌کم دو سال تجربهٔ برنامه‌نویسی وب\nتسلط بر TypeScript و SQL\nآشنایی با Git و آزمون‌نویسی',
  },
  {
    slug: 'content-writer',
    title: 'کارشناس تولید محتوا و سئو',
    city: 'دورکاری',
    workType: 'پاره‌وقت',
    description: 'نوشتن معرفی و مشخصات کالاها، راهنماهای خرید و مطالب مجله با رعایت اصول سئو.',
    requirements: 'نگارش روان فارسی\nآشنایی با اصول سئو\nنمونه‌کار نوشتاری',
  },
  {
    slug: 'b2b-sales',
    title: 'کارشناس فروش سازمانی',
    city: 'تهران',
    workType: 'تمام‌وقت',
    description: 'ارتباط با شرکت‌ها و فروشگاه‌های همکار، تهیهٔ پیش‌فاکتور و پیگیری سفارش‌های عمده.',
    requirements: 'دست‌کم یک سال سابقهٔ فروش\nمهارت مذاکره\nآشنایی با اکسل',
  },
] as const;
