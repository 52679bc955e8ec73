import type { AdminBanner } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Space,
  Switch,
  Table,
  Upload,
} from 'antd';
import { useState } from 'react';
import { ApiError, api, get } from '../../api';
import { session } from '../../session';
import { failure, LoadError } from './content-kit';

type Banner = Required<AdminBanner>;
const KEY = ['admin-banners'];

/** POST /api/admin/banners/image (multipart): the server re-encodes it and answers its address. */
async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const token = session.get()?.token;
  const res = await fetch('/api/admin/banners/image', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  const json = (await res.json().catch(() => null)) as {
    success?: boolean;
    data?: { url: string };
    message?: string;
  } | null;
  if (!res.ok || !json?.success || !json.data) throw new ApiError(json?.message || '上传失败', res.status);
  return json.data.url;
}

/** Home carousel (轮播图): image (uploaded or an address), link, order and switch; players see enabled ones by order. */
export function BannersPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [form] = Form.useForm<Omit<Banner, 'id'>>();
  const image = Form.useWatch('image', form);
  const list = useQuery({ queryKey: KEY, queryFn: () => get<{ banners: Banner[] }>('/api/admin/banners') });
  const banners = list.data?.banners ?? [];

  /** Saves the whole list (the server keeps the order by `sort`). */
  const save = async (next: AdminBanner[]) => {
    setBusy(true);
    try {
      const { message: said } = await api('PUT', '/api/admin/banners', { banners: next });
      message.success(said || '已保存');
      await client.invalidateQueries({ queryKey: KEY });
      return true;
    } catch (e) {
      message.error(failure(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const open = (b: Banner | 'new') => {
    const nextSort = Math.max(0, ...banners.map((x) => x.sort)) + 1;
    form.setFieldsValue(
      b === 'new' ? { title: '', image: '', link: '', sort: nextSort, enabled: true } : { ...b },
    );
    setEditing(b);
  };

  const submit = async () => {
    const values = await form.validateFields();
    const next =
      editing === 'new'
        ? [...banners, values]
        : banners.map((b) => (editing && b.id === editing.id ? { ...b, ...values } : b));
    if (await save(next)) setEditing(null);
  };

  const move = (index: number, by: -1 | 1) => {
    const ordered = [...banners];
    const [moved] = ordered.splice(index, 1);
    ordered.splice(index + by, 0, moved!);
    return save(ordered.map((b, i) => ({ ...b, sort: i + 1 })));
  };

  return (
    <Card
      title="轮播图"
      extra={
        <Space>
          <Button onClick={() => list.refetch()}>刷新</Button>
          <Button type="primary" onClick={() => open('new')} disabled={list.isLoading || list.isError}>
            添加轮播图
          </Button>
        </Space>
      }
    >
      {list.isError && <LoadError error={list.error} retry={() => list.refetch()} />}
      <Table<Banner>
        rowKey="id"
        size="middle"
        loading={list.isLoading || busy}
        dataSource={banners}
        pagination={false}
        locale={{ emptyText: '暂无轮播图，玩家首页将显示默认图' }}
        columns={[
          { title: '顺序', dataIndex: 'sort', width: 70 },
          {
            title: '图片',
            width: 200,
            render: (_, b) => (
              <Image src={b.image} alt={b.title} width={160} height={64} style={{ objectFit: 'cover' }} />
            ),
          },
          { title: '标题', dataIndex: 'title' },
          { title: '跳转链接', render: (_, b) => b.link || '—' },
          {
            title: '启用',
            width: 90,
            render: (_, b) => (
              <Popconfirm
                title={
                  b.enabled ? '停用后玩家首页不再显示，确认停用？' : '启用后玩家首页立即显示，确认启用？'
                }
                okText="确认"
                cancelText="取消"
                onConfirm={() =>
                  save(banners.map((x) => (x.id === b.id ? { ...x, enabled: !b.enabled } : x)))
                }
              >
                <Switch checked={b.enabled} aria-label={`启用 ${b.title}`} />
              </Popconfirm>
            ),
          },
          {
            title: '操作',
            width: 260,
            render: (_, b, i) => (
              <Space>
                <Button size="small" disabled={i === 0} onClick={() => move(i, -1)}>
                  上移
                </Button>
                <Button size="small" disabled={i === banners.length - 1} onClick={() => move(i, 1)}>
                  下移
                </Button>
                <Button size="small" onClick={() => open(b)}>
                  编辑
                </Button>
                <Popconfirm
                  title="确认删除该轮播图？"
                  okText="确认删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => save(banners.filter((x) => x.id !== b.id))}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '添加轮播图' : '编辑轮播图'}
        okText="保存并发布"
        cancelText="取消"
        okButtonProps={{ loading: busy, disabled: uploading }}
        onOk={submit}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="title"
            label="标题"
            rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            label="图片"
            required
            extra="上传 JPG/PNG/WEBP/GIF（不超过5MB，服务器会重新编码），或填写图片地址"
          >
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="image"
                noStyle
                rules={[
                  { required: true, message: '请上传图片或填写图片地址' },
                  { pattern: /^(https?:\/\/|\/)/, message: '图片地址应以 http(s):// 或 / 开头' },
                ]}
              >
                <Input placeholder="https://… 或 /uploads/…" aria-label="图片地址" />
              </Form.Item>
              <Upload
                accept="image/*"
                showUploadList={false}
                customRequest={async ({ file }) => {
                  setUploading(true);
                  try {
                    form.setFieldValue('image', await uploadImage(file as File));
                    await form.validateFields(['image']);
                  } catch (e) {
                    message.error(failure(e, '上传失败'));
                  } finally {
                    setUploading(false);
                  }
                }}
              >
                <Button loading={uploading}>上传图片</Button>
              </Upload>
            </Space.Compact>
          </Form.Item>
          {image ? <Image src={image} alt="预览" width={320} style={{ marginBottom: 16 }} /> : null}
          <Form.Item
            name="link"
            label="跳转链接（可选）"
            rules={[{ pattern: /^(https?:\/\/|\/|#\/)/, message: '链接应以 http(s)://、/ 或 #/ 开头' }]}
          >
            <Input placeholder="应用内页面 #/pages/active/active，或 https://…" />
          </Form.Item>
          <Space size="large">
            <Form.Item
              name="sort"
              label="顺序（小的在前）"
              rules={[{ required: true, message: '请填写顺序' }]}
            >
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Form.Item name="enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Card>
  );
}
