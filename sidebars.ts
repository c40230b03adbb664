import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import neptune from './sidebars/neptune';
import janus from './sidebars/janus';
import automation from './sidebars/automation';
import lowcode from './sidebars/lowcode';

/**
 * One sidebar per product family, written by hand. Each family's tree lives in its own file under sidebars/ so that
 * a change to one family is reviewed in one diff. The ids here are the ones the navbar and data/required-routes.tsv name.
 */
const sidebars: SidebarsConfig = {neptune, janus, automation, lowcode};

export default sidebars;
