import type { WithdrawAccountType } from '@cailiao/contracts';
import { Image, SpinLoading, Toast } from 'antd-mobile';
import { AddOutline, CloseCircleFill } from 'antd-mobile-icons';
import { useRef } from 'react';
import { useUploadQrCode } from '../api/upload-qrcode';

const MAX_BYTES = 5 * 1024 * 1024;

/** The account's receiving QR code (form control: value = uploaded URL). */
export function QrUpload({
  value,
  onChange,
  accountType,
}: {
  value?: string;
  onChange?: (url: string | undefined) => void;
  accountType: WithdrawAccountType;
}) {
  const upload = useUploadQrCode();
  const input = useRef<HTMLInputElement>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      Toast.show({ content: '请选择图片文件' });
      return;
    }
    if (file.size > MAX_BYTES) {
      Toast.show({ content: '图片不能超过5MB' });
      return;
    }
    try {
      const result = await upload.mutateAsync({ file, accountType });
      onChange?.(result.url);
    } catch {
      // the client has shown the failure
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="cl-qr-upload">
      {value ? (
        <div className="cl-qr-upload__preview">
          <Image src={value} width={88} height={88} fit="contain" data-testid="account-qr-preview" />
          <button
            type="button"
            className="cl-qr-upload__remove"
            onClick={() => onChange?.(undefined)}
            aria-label="删除收款码"
          >
            <CloseCircleFill />
          </button>
        </div>
      ) : (
        <label className="cl-qr-upload__add">
          {upload.isPending ? <SpinLoading style={{ '--size': '24px' }} /> : <AddOutline />}
          <span>上传收款码</span>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            onChange={(e) => void pick(e.target.files?.[0])}
            data-testid="account-qr-file"
          />
        </label>
      )}
    </div>
  );
}
