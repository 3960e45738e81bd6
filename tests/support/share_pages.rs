//! A campaign's web pages served for a test (`tests/web/secret.rs`,
//! `tests/web/bands.rs`): the real server on a free loopback port, a share
//! link to the campaign, and its pages read over plain HTTP.

use overseer::config::{Config, WebConfig};
use overseer::session::{CampaignKey, Session};
use overseer::web::share;

/// The web server of one test, with a share link of one campaign.
pub struct SharePages {
    /// The link's address, without a trailing slash.
    base: String,
    stop: tokio::sync::oneshot::Sender<()>,
    server: tokio::task::JoinHandle<anyhow::Result<()>>,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

impl SharePages {
    /// Serves `session`'s pages and shares the campaign on `key` for an hour.
    pub async fn start(session: &Session, key: CampaignKey) -> SharePages {
        SharePages::start_with(session, key, |_| {}).await
    }

    /// As [`SharePages::start`], with the server's state changed by
    /// `configure` first (its rate limit, its timeouts).
    pub async fn start_with(
        session: &Session,
        key: CampaignKey,
        configure: impl FnOnce(&mut overseer::web::Web),
    ) -> SharePages {
        overseer::app::install();
        let port = free_port();
        let public = format!("http://127.0.0.1:{port}");
        let listener = overseer::web::bind(format!("127.0.0.1:{port}").parse().expect("addr"))
            .await
            .expect("binds");
        let mut web = overseer::web::Web::new(
            session.clone(),
            Config::from_lookup(&|_| None).expect("config"),
            WebConfig::from_lookup(&|_| None).expect("web config"),
        );
        configure(&mut web);
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let server = tokio::spawn(overseer::web::serve(listener, web, async move {
            let _ = stopped.await;
        }));
        let link = share::share(session, key, 1, &public, overseer::store::now())
            .await
            .expect("a link");
        SharePages {
            base: link.url.trim_end_matches('/').to_owned(),
            stop,
            server,
        }
    }

    /// The address of page `page` of the link.
    pub fn url(&self, page: &str) -> String {
        format!("{}/{page}", self.base)
    }

    /// The server's `host:port`.
    pub fn host(&self) -> &str {
        self.base
            .strip_prefix("http://")
            .and_then(|rest| rest.split('/').next())
            .expect("an http link")
    }

    /// The page `page` of the link (`""` the board, `"log"`, `"stats"`),
    /// which must answer 200.
    pub async fn get(&self, page: &str) -> String {
        let address = format!("{}/{page}", self.base);
        let answer = reqwest::get(&address).await.expect("answers");
        assert_eq!(answer.status(), 200, "{address}");
        answer.text().await.expect("a page")
    }

    /// Stops the server and waits for it.
    pub async fn stop(self) {
        let _ = self.stop.send(());
        self.server.await.expect("joined").expect("served");
    }
}
