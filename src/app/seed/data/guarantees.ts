/** Guarantee names as Iranian shops write them; `months` is 0 for an authenticity-only promise. */
export const GUARANTEES: { name: string; months: number }[] = [
  { name: 'گارانتی ۱۸ ماهه شرکتی', months: 18 },
  { name: 'گارانتی ۱۲ ماهه شرکتی', months: 12 },
  { name: 'گارانتی ۱۲ ماهه سازگار', months: 12 },
  { name: 'گارانتی ۲۴ ماهه آواژنگ', months: 24 },
  { name: 'گارانتی ۱۸ ماهه ماتریس', months: 18 },
  { name: 'گارانتی ۲۴ ماهه سام سرویس', months: 24 },
  { name: 'گارانتی ۳۶ ماهه انتخاب الکترونیک', months: 36 },
  { name: 'گارانتی ۶ ماهه', months: 6 },
  { name: 'ضمانت اصالت و سلامت فیزیکی کالا', months: 0 },
];
