import { registerOfflineMethod } from './offline.tsx';

registerOfflineMethod('cod', 'Cash on delivery');
