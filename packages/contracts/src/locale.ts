import { config, locales } from 'zod';

// Every validation message a person may read is Chinese: default Zod messages in zh-CN, and the
// schemas here override the ones that matter with product wording.
config(locales.zhCN());
