import type { TSectionOf } from '../api/get-homepage';

/** Days to the next 法考 date the site configured (the server counts them, in China time). */
export function ExamCountdown({ section }: { section: TSectionOf<'countdown'> }) {
  const { examName, date, daysLeft } = section.data;
  return (
    <div className="home-countdown">
      {daysLeft === 0 ? (
        <p className="home-countdown__main">今天是{examName}考试日，祝考试顺利！</p>
      ) : (
        <p className="home-countdown__main">
          距{examName}还有 <strong className="home-countdown__days">{daysLeft}</strong> 天
        </p>
      )}
      <p className="home-countdown__note">考试日期：{date}（以司法部公告为准）</p>
    </div>
  );
}
