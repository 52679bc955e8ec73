import type { ReferralTreeNode } from '@cailiao/contracts';
import { DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/empty-state';
import { navigateTo } from '../../../lib/navigation';
import { useReferralTree } from '../api/get-referral-tree';
import { levelName } from './referral-items';

function Node({ node }: { node: ReferralTreeNode }) {
  const [open, setOpen] = useState(node.level === 1);
  const hasChildren = node.children.length > 0;
  return (
    <li className={`cl-referral-tree__node cl-referral-tree__node--l${node.level}`}>
      <div className="cl-referral-tree__row">
        <button
          type="button"
          className="cl-referral-tree__toggle"
          aria-label={open ? '收起' : '展开'}
          disabled={!hasChildren}
          onClick={() => setOpen(!open)}
        >
          {hasChildren ? (open ? '▾' : '▸') : '·'}
        </button>
        <button
          type="button"
          className="cl-referral-link"
          onClick={() => navigateTo(`/pages/friend-bet-detail/friend-bet-detail?userId=${node.userId}`)}
        >
          {node.nickname}
        </button>
        <small className="cl-muted">
          {levelName(node.level)}
          {node.childCount ? ` · 邀请${node.childCount}人` : ''}
        </small>
      </div>
      {open && hasChildren ? (
        <ul>
          {node.children.map((c) => (
            <Node key={c.userId} node={c} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** My team as a tree, three levels deep. */
export function TeamTree() {
  const tree = useReferralTree();
  if (tree.isPending)
    return (
      <p className="cl-muted cl-center">
        加载中
        <DotLoading />
      </p>
    );
  if (tree.isError) return <ErrorState onRetry={() => void tree.refetch()} />;
  if (tree.data.nodes.length === 0)
    return <EmptyState title="还没有推广好友" description="分享邀请码，邀请好友注册" />;
  return (
    <div className="cl-section">
      <ul className="cl-referral-tree" data-testid="referral-tree">
        {tree.data.nodes.map((n) => (
          <Node key={n.userId} node={n} />
        ))}
      </ul>
      {tree.data.truncated ? (
        <p className="cl-muted">团队人数较多，仅显示前300人，完整名单见「团队成员」</p>
      ) : null}
    </div>
  );
}
