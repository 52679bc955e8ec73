import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';

const SIZE = 480;

/** A palette colour (palette.css) for the canvas, which cannot read CSS variables itself. */
function paletteColour(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Draws the invite poster (title, QR code, code) on a canvas and answers it as a PNG data URL. */
function drawPoster(qr: HTMLCanvasElement, code: string): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE + 80;
  canvas.height = SIZE + 220;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = paletteColour('--cl-card');
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = paletteColour('--cl-primary');
  ctx.fillRect(0, 0, canvas.width, 100);
  ctx.fillStyle = paletteColour('--cl-on-primary');
  ctx.font = 'bold 40px sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText('彩聊 · 邀请你一起玩', canvas.width / 2, 66);
  ctx.drawImage(qr, 40, 130, SIZE, SIZE);
  ctx.fillStyle = paletteColour('--cl-text');
  ctx.font = 'bold 36px sans-serif';
  ctx.fillText(`邀请码 ${code}`, canvas.width / 2, SIZE + 180);
  return canvas.toDataURL('image/png');
}

/**
 * The QR code of the invite link (qrcode.react, loaded with this chunk only when asked for), shown
 * as an image so that a long press saves it, and a button that downloads the poster.
 */
export function QrPoster({ link, code }: { link: string; code: string }) {
  const qrRef = useRef<HTMLCanvasElement>(null);
  const [poster, setPoster] = useState<string | null>(null);

  useEffect(() => {
    if (qrRef.current) setPoster(drawPoster(qrRef.current, code));
  }, [code]);

  return (
    <div className="cl-referral-qr">
      <QRCodeCanvas
        ref={qrRef}
        value={link}
        size={SIZE}
        level="M"
        marginSize={2}
        className="cl-referral-qr__canvas"
        data-testid="referral-qr-canvas"
      />
      {poster ? (
        <img
          className="cl-referral-qr__poster"
          src={poster}
          alt={`邀请码${code}的二维码`}
          data-testid="referral-qr"
        />
      ) : (
        <p className="cl-muted">二维码生成失败，请复制邀请链接分享</p>
      )}
      <p className="cl-muted">好友扫码即可注册并成为您的一级好友，长按图片也可保存</p>
      {poster ? (
        <a
          className="adm-button adm-button-primary adm-button-block adm-button-shape-rounded cl-referral-qr__save"
          href={poster}
          download={`彩聊邀请码-${code}.png`}
          data-testid="referral-qr-save"
        >
          保存图片
        </a>
      ) : null}
    </div>
  );
}
