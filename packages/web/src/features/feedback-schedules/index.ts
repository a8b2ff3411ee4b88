/** The feedback schedule of an analysis's models (docs/feedback-schedule.md): the settings card. */
export { FeedbackScheduleCard } from './components/FeedbackScheduleCard';
