/** Site-wide constants: change the company name or the copyright range here and nowhere else. */
export const COMPANY_NAME = '海讯智联科技有限公司';
export const COPYRIGHT_START = 2008;
export const COPYRIGHT_END = 2025;
export const SITE_TITLE = '产品文档中心';
/** The public address of the site, used for canonical URLs and the sitemap. */
export const SITE_URL = 'https://docs.neptune-iiot.net';
