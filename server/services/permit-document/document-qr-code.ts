import { createElement as h } from 'react';
import { Path, Svg } from '@react-pdf/renderer';
import QRCode from 'qrcode';

/** Modules of white around the code, so a reader finds its edges on any background. */
const QUIET_ZONE = 2;

/**
 * The QR code of `text` (error correction M) as one vector path of `size` points: sharp at any print size,
 * and each row's dark modules drawn as runs, which keeps the path short.
 */
export function documentQrCode(text: string, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (!modules.get(y, x)) continue;
      let run = 1;
      while (x + run < modules.size && modules.get(y, x + run)) run += 1;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run;
    }
  }
  const side = modules.size + 2 * QUIET_ZONE;
  return h(
    Svg,
    { style: { width: size, height: size, marginBottom: 4 }, viewBox: `${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}` },
    h(Path, { d: path, fill: 'black' }),
  );
}
