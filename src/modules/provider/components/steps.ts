/**
 * The seller registration's screens in order: the bar (Steps.astro) draws them and the
 * pages' "step n of N" counts them, so the two never disagree.
 */
export const REGISTRATION_STEPS = [
  { title: 'اطلاعات هویتی', href: '/provider/register?step=1' },
  { title: 'فروشگاه و حساب بانکی', href: '/provider/register?step=2' },
  { title: 'دسته‌بندی‌ها', href: '/provider/register?step=3' },
  { title: 'مدارک', href: '/provider/upload' },
  { title: 'بازبینی و قرارداد', href: '/provider/preconfirm' },
] as const;
