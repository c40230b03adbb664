/**
 * Every message Ask AI shows (the entry in the search modal, the AI screen, the answer's stand-ins), one export each:
 * `messages.disclaimer` after `import * as messages from './messages'`. A message that says something of the moment
 * is a function of it.
 */

// The entry: DocSearch's Ask AI item, before the question, with keyword results and without; the screen's loading.
export const entryPrefix = '询问 AI：';
export const entryPrefixNoResults = '文档中没有找到？询问 AI：';
export const screenLoading = '正在加载…';
export const screenLoadFailed = '无法加载 AI 问答，请检查网络后重新选择「询问 AI」。';

// The screen.
export const screenLabel = '询问 AI';
export const backToResults = '返回搜索结果';
export const newConversation = '新对话';
export const askLabel = '提问';
export const followUpLabel = '继续提问';
export const send = '发送';
export const disclaimer = '答案由 AI 生成，可能有误，请核实。';

// A turn: its sources and the reader's actions.
export const sourcesTitle = '参考的文档';
export const stop = '停止';
export const retry = '重试';
export const keywordResults = '查看关键词搜索结果';
export const copyAnswer = '复制回答';
export const copied = '已复制';
export const copyFailed = '复制失败';
export const helpful = '有帮助';
export const notHelpful = '没有帮助';
export const feedbackSent = '感谢反馈。';
export const feedbackFailed = '反馈未能发送。';

// A turn's status line, phase by phase.
export const asking = '正在思考…';
export const searching = (query: string) => `正在搜索：${query}`;
export const thinking = (sections: number) => `已找到 ${sections} 个相关章节，正在生成回答…`;
export const streaming = '正在回答…';
export const done = '回答完毕。';
export const stopped = '已停止回答。';
export const nothingFound = (query: string) =>
  `文档中没有找到与「${query}」相关的内容，所以没有请 AI 回答。可以换个说法，或查看关键词搜索结果。`;
export const refused = (length: number, max: number) => `问题太长（${length} 字），请缩短到 ${max} 字以内。`;

// A failed turn's status line.
export const indexFailed = '无法读取文档索引，请检查网络后重试。';
export const offlineBeforeAnswer = '设备已离线，无法连接 AI 服务。恢复网络后请重试。';
export const unreachable = '无法连接 AI 服务。请检查网络，或请管理员确认模型服务已启动。';
export const tooFrequent = '提问太频繁，请稍后重试。';
export const tooLong = '问题太长，AI 服务拒绝了请求。';
export const unavailable = (status: number) => `AI 服务暂时不可用（HTTP ${status}）：模型服务未启动或无响应。`;
export const serviceError = (status: number | string) => `AI 服务出错（HTTP ${status}），请稍后重试。`;
export const modelError = '模型生成回答时出错，请稍后重试。';
export const stalled = (seconds: number) => `AI 服务 ${seconds} 秒没有响应，已停止等待。`;
export const badData = 'AI 服务返回了无法识别的数据，回答已中断。';
export const cutOff = '连接中断，回答不完整。';
export const offlineCutOff = '设备已离线，回答不完整。恢复网络后请重试。';

// The answer: an image of the model's output is never loaded; its alt text stands in.
export const imageLeftOut = (alt: string) => `〔图片：${alt}〕`;
