import { lazyInputVariant } from './lazyInputVariant';

export default lazyInputVariant(() => import(/* webpackChunkName: "mui-filled-input" */ '@mui/material/FilledInput'));
