import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { products, sellers } from '#modules/catalog/index.ts';
import { DOCUMENT_KINDS } from './documents.ts';

/**
 * "Why sell with us" (/provider and GET /v6/provider/default/present-sell, docs/adr/0024):
 * the shop's offer to sellers, the steps, the documents to have ready and a few answers,
 * with live counts. Editorial, so it is data here rather than UI strings; the back office
 * can take it over with the other static pages later.
 */
export const BENEFITS = [
  { title: 'میلیون‌ها خریدار در سراسر ایران', text: 'کالاهای شما در جست‌وجو، فهرست‌ها و پیشنهادهای شگفت‌انگیز بازار دیده می‌شود.' },
  { title: 'تسویهٔ هفتگی به حساب شبا', text: 'پول فروش هر هفته، پس از تحویل و گذشت مهلت مرجوعی، به حساب شبای شما واریز می‌شود.' },
  { title: 'انبار و ارسال با ما', text: 'کالا را به انبار بازار بفرستید؛ بسته‌بندی، ارسال و پشتیبانی مشتری با ماست.' },
  { title: 'پنل و آموزش رایگان', text: 'کارشناسان ما در ثبت کالا، قیمت‌گذاری و عکاسی همراه شما هستند.' },
] as const;

export const STEPS = [
  { title: 'اطلاعات هویتی', text: 'شخص حقیقی با کد ملی، شخص حقوقی با شناسهٔ ملی شرکت و مشخصات صاحب امضا.' },
  { title: 'فروشگاه و حساب بانکی', text: 'نام فروشگاه، نشانی و شمارهٔ شبای حسابی که پول فروش به آن واریز می‌شود.' },
  { title: 'دسته‌بندی‌ها', text: 'کالاهایی که می‌فروشید و جایی که امروز می‌فروشید.' },
  { title: 'مدارک و قرارداد', text: 'بارگذاری مدارک، بازبینی اطلاعات، دریافت قرارداد و ارسال درخواست؛ نتیجه را پیامک می‌کنیم.' },
] as const;

export const SELLER_FAQ = [
  { q: 'ثبت‌نام فروشنده هزینه دارد؟', a: 'خیر؛ ثبت‌نام و بررسی درخواست رایگان است و کارمزد فقط از فروش انجام‌شده کسر می‌شود.' },
  { q: 'بررسی درخواست چقدر طول می‌کشد؟', a: 'معمولاً دو تا سه روز کاری؛ نتیجه را با پیامک خبر می‌دهیم.' },
  { q: 'اگر نیمه‌کاره رها کنم چه می‌شود؟', a: 'هر مرحله ذخیره می‌شود؛ هر وقت برگردید، از همان‌جا ادامه می‌دهید.' },
  { q: 'چه فایل‌هایی را می‌پذیرید؟', a: 'تصویر JPG، PNG یا WebP (عکس گوشی را هم می‌پذیریم و تا ۲۵ کیلوبایت کوچکش می‌کنیم)، یا فایل PDF تا ۲ مگابایت.' },
] as const;

export async function presentSell(db: DbOrTx) {
  const [[sellerCount], [productCount]] = await Promise.all([
    db.select({ n: count() }).from(sellers).where(eq(sellers.isActive, true)),
    db.select({ n: count() }).from(products).where(eq(products.status, 1)),
  ]);
  return {
    benefits: BENEFITS,
    steps: STEPS,
    documents: DOCUMENT_KINDS.map((k) => ({ kind: k.id, title: k.title, hint: k.hint, required_for: k.requiredFor })),
    faq: SELLER_FAQ,
    stats: { sellers: sellerCount?.n ?? 0, products: productCount?.n ?? 0 },
    register_url: '/provider/register',
  };
}
