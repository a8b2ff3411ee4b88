/** What other areas use from model data: the confusion matrix of the statistics page (the model templates' detail). */
export { ConfusionHeatmap } from './components/statistics/ConfusionHeatmap';
