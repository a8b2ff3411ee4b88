/** Call-centre quality of an analysis: the `agentStatistics` tab (docs/call-scoring.md). */
export { AgentStatisticsTab } from './components/AgentStatisticsTab';
