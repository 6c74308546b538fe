import { lazyInputVariant } from './lazyInputVariant';

export default lazyInputVariant(() => import(/* webpackChunkName: "mui-input" */ '@mui/material/Input'));
