/** The short form of an issue number for tight tables: "20261123-0737" → "0737". */
export function shortIssueNo(issueNo: string): string {
  const dash = issueNo.lastIndexOf('-');
  return dash >= 0 ? issueNo.slice(dash + 1) : issueNo;
}
