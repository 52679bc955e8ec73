import { SENSITIVE_WORDS_MAX, type SensitiveWords } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, api, get } from '../../api';

const wordsOf = (text: string) => [
  ...new Set(
    text
      .split(/[\n,，]/)
      .map((w) => w.trim())
      .filter(Boolean),
  ),
];

/** The sensitive words, one per line: each character of a match is sent as ＊ in chat. */
export function SensitiveWordsPanel() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const saved = useQuery({
    queryKey: ['sensitive-words'],
    queryFn: () => get<SensitiveWords>('/api/admin/chat/sensitive-words'),
  });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (saved.data) setText(saved.data.words.join('\n'));
  }, [saved.data]);
  const words = wordsOf(text);
  const tooMany = words.length > SENSITIVE_WORDS_MAX;
  const tooLong = words.find((w) => [...w].length > 32);

  const save = async () => {
    setBusy(true);
    try {
      const { message: said } = await api('PUT', '/api/admin/chat/sensitive-words', { words });
      message.success(said);
      await client.invalidateQueries({ queryKey: ['sensitive-words'] });
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  if (saved.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={saved.error instanceof ApiError ? saved.error.message : '敏感词加载失败'}
        action={<Button onClick={() => saved.refetch()}>重试</Button>}
      />
    );
  if (!saved.data) return <Skeleton active />;
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">
        每行一个词。私聊和群聊消息发送时，命中的词按字替换为＊（英文不区分大小写），保存后立即生效。
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="敏感词"
        rows={14}
        value={text}
        placeholder="暂无敏感词，每行输入一个"
        onChange={(e) => setText(e.target.value)}
      />
      {tooLong && <Alert type="warning" showIcon message={`敏感词最多32个字符：${tooLong.slice(0, 40)}`} />}
      {tooMany && <Alert type="warning" showIcon message={`敏感词最多${SENSITIVE_WORDS_MAX}个`} />}
      <Space>
        <Typography.Text>共 {words.length} 个</Typography.Text>
        <Popconfirm
          title={`保存 ${words.length} 个敏感词？`}
          okText="确认保存"
          cancelText="取消"
          onConfirm={save}
          disabled={!!tooLong || tooMany}
        >
          <Button type="primary" loading={busy} disabled={!!tooLong || tooMany}>
            保存
          </Button>
        </Popconfirm>
      </Space>
    </Space>
  );
}
