/**
 * A photo made to fit a byte budget in the browser (the spec's 25 KB for uploads): drawn
 * smaller on a canvas and encoded as JPEG, the size and then the quality stepping down
 * until it fits. Orientation comes from the file (createImageBitmap applies EXIF), and a
 * new encoding carries no camera or location metadata. Null when nothing fits.
 */
const STEPS: readonly { side: number; quality: number }[] = [
  { side: 1280, quality: 0.7 },
  { side: 1024, quality: 0.6 },
  { side: 800, quality: 0.55 },
  { side: 640, quality: 0.5 },
  { side: 480, quality: 0.45 },
  { side: 360, quality: 0.4 },
  { side: 240, quality: 0.35 },
];

export async function shrinkImage(file: Blob, maxBytes: number): Promise<File | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    for (const { side, quality } of STEPS) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= maxBytes) return new File([blob], 'photo.jpg', { type: 'image/jpeg' });
    }
    return null;
  } finally {
    bitmap.close();
  }
}
