import type { WebMessages } from '../en-US';

/** 单位印章（issue 34）：各页都用到的词：印章类型、状态、代表单位签署，以及签署页上的印章字段。 */
export const webSealsZhCN: Pick<WebMessages, 'seals'> = {
  seals: {
    kind: {
      official: '公章',
      contract: '合同专用章',
      finance: '财务专用章',
      hr: '人事专用章',
      legal_rep: '法定代表人章',
      other: '其他印章',
    },
    status: { active: '启用', suspended: '已停用', revoked: '已注销' },
    party: {
      signsFor: '代表单位签署',
      signsForHint: '此人代表一家单位签署，由该单位盖章。',
      name: '单位名称',
      nameHint: '与印章上一致，例如：某某有限公司。',
      nameRequired: '请输入单位名称（不超过 100 个字符）。',
      crossPage: '骑缝章',
      crossPageHint: '盖在各页右侧边缘、每页各留一部分的印章，防止页面被替换。',
      pages: '页面',
      pagesAll: '全部页面',
      pagesSome: '部分页面',
      ranges: '哪些页面',
      rangesHint: '页码或页码范围，例如 1-3,5',
      rangesInvalid: '请按页码或范围填写，例如 1-3,5。',
      position: '在右侧边缘的位置',
      top: '上部',
      middle: '中部',
      bottom: '下部',
      fromTop: '距顶部 {{percent}}%',
    },
    field: {
      pending: '单位印章',
      applied: '已加盖单位印章',
      applyFirst: '请先加盖单位印章。',
    },
  },
};
