import { messages } from '#lib/validation/messages.ts';

/**
 * The shopper's identity documents (spec `/v6/user-upload/*`, `/profile/documents`): one file
 * per kind, a picture up to the spec's 25 KB or a PDF up to 2 MB, as the seller documents.
 */
export const USER_UPLOAD_KINDS = [
  { id: 'national_card_front', title: 'روی کارت ملی' },
  { id: 'national_card_back', title: 'پشت کارت ملی' },
  { id: 'birth_certificate', title: 'صفحهٔ اول شناسنامه' },
] as const;
export type UserUploadKind = (typeof USER_UPLOAD_KINDS)[number]['id'];

export const isUserUploadKind = (v: unknown): v is UserUploadKind => USER_UPLOAD_KINDS.some((k) => k.id === v);

export const UPLOAD_MESSAGES = {
  kind: 'نوع مدرک را انتخاب کنید',
  empty: 'فایل مدرک را انتخاب کنید؛ فایل خالی پذیرفته نمی‌شود',
  type: 'مدرک باید تصویر (JPG، PNG یا WebP) یا PDF باشد',
  imageSize: messages.pictureHuge,
  pdfSize: 'حجم فایل PDF حداکثر ۲ مگابایت است',
  notFound: 'مدرک پیدا نشد',
  uploaded: 'مدرک بارگذاری شد',
};

/** One kind as `/v6/user-upload/get-info` answers it: uploaded or not, and the owner's read URL. */
export interface UserUploadView {
  kind: UserUploadKind;
  title: string;
  uploaded: boolean;
  url: string | null;
  content_type: string | null;
  bytes: number | null;
  created_at: string | null;
}
