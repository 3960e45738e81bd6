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
        overseer::app::install();
        let port = free_port();
        let public = format!("http://127.0.0.1:{port}");
        let listener = overseer::web::bind(format!("127.0.0.1:{port}").parse().expect("addr"))
            .await
            .expect("binds");
        let web = overseer::web::Web {
            session: session.clone(),
            config: Config::from_lookup(&|_| None).expect("config"),
            web: WebConfig::from_lookup(&|_| None).expect("web config"),
        };
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
