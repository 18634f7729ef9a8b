import { memo } from "react";
import { Link } from "react-router";
import { coursePath, postPath } from "../../shared/route-paths";
import { fa } from "../../i18n/fa";
import { EmptyState } from "../../ui/empty-state";
import { Image16x9 } from "../../ui/image-16x9";
import { Spinner } from "../../ui/spinner";
import { PaymentFailedNotice } from "../../ui/payment-failed-notice";
import { ScreenSnapshot } from "../../shared/screen-snapshot";
import { HeaderBanner } from "./header-banner";
import { shellHomeHeader } from "./shell-header";
import { ReviewTodayCard } from "./review-today-card";
import { useHomeContent } from "./use-home-content";
import type { CourseRow, PostRow } from "../../data/db/rows";

/**
 * Home: the header image, the blog posts, and the grid of course covers (useHomeContent). While
 * they are still to come, the header image's 16:9 box is held and only the loading line shows
 * below it; posts and courses then appear together under it, so nothing on screen moves.
 */
export function HomeScreen() {
  const home = useHomeContent();
  const { settings } = home;
  // The settings are not on the device yet (the first sync brings them): the image the shell named
  // is shown, else the banner's box is held. One banner for both states, in the same place, so its
  // image is painted once (HeaderBanner).
  const banner = (
    <HeaderBanner
      src={
        settings ? settings.configs.LINK_IMAGE_USER_MAIN_PAGE_HEADER : home.waiting ? shellHomeHeader() : null
      }
      href={settings?.configs.LINK_HREF_IMAGE_USER_MAIN_PAGE_HEADER ?? null}
      holdPlace={home.waiting}
    />
  );
  // The banner keeps its place among the page's children in both states (React keeps its element).
  return (
    <div className="flex flex-col gap-6">
      {home.waiting ? null : <ScreenSnapshot />}
      {home.waiting ? null : <PaymentFailedNotice />}
      {banner}
      {home.waiting ? (
        <div className="flex items-center justify-center gap-2 py-10 text-neutral-600">
          <Spinner /> {fa.loadingContent}
        </div>
      ) : (
        <HomeLists posts={home.posts} courses={home.courses} />
      )}
    </div>
  );
}

/**
 * Today's review card, the posts' row and the grid of course covers: most of home's page. Drawn
 * again only when its lists change (`useDeviceQuery` keeps a list whose data is unchanged), not on
 * each of home's renders while a first sync flips its flags (it was drawn about fifteen times).
 */
const HomeLists = memo(function HomeLists({ posts, courses }: { posts: PostRow[]; courses: CourseRow[] }) {
  return (
    <>
      <ReviewTodayCard />
      {posts.length > 0 ? (
        <section aria-labelledby="posts-title" className="flex flex-col gap-3">
          <h2 id="posts-title" className="text-lg font-bold">
            {fa.posts}
          </h2>
          <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
            {posts.map((post) => (
              <li key={post.id} className="w-64 shrink-0 snap-start">
                <Link
                  to={postPath(post.id)}
                  className="flex h-full flex-col gap-2 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-neutral-200"
                >
                  <Image16x9 src={post.image_link} alt="" />
                  <span className="px-1 font-bold leading-7">{post.title}</span>
                  <span className="line-clamp-2 px-1 pb-1 text-sm leading-6 text-neutral-600">
                    {post.summary}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="courses-title" className="flex flex-col gap-3">
        <h2 id="courses-title" className="text-lg font-bold">
          {fa.courses}
        </h2>
        {courses.length === 0 ? (
          <EmptyState title={fa.nothingYet} text={fa.courseNotSynced} />
        ) : (
          <ul className="grid grid-cols-2 gap-3">
            {courses.map((course) => (
              <li key={course.id}>
                <Link
                  to={coursePath(course.id)}
                  className="flex flex-col gap-2 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-neutral-200"
                >
                  <Image16x9 src={course.image_link} alt="" />
                  <span className="px-1 pb-1 text-sm font-bold leading-6">{course.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
});
