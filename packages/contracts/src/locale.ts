import { config, locales } from 'zod';

// Every validation message a person may read is Chinese: default Zod messages in zh-CN, and the
// schemas here override the ones that matter with product wording.
// Called by its own name, not as `z.config`: the web build treats calls on `z` as pure (they build
// schemas) and would drop this one, which is kept for its effect.
config(locales.zhCN());
