import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import ProductGrid from './_components/ProductGrid';
import CommonTasks from './_components/CommonTasks';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.title', message: '首页'})}
      description={translate({
        id: 'home.description',
        message:
          'Neptune、Janus、Triton、Lowcode、Automation 与开放平台的产品文档：入门、操作指南、接口参考与版本说明。',
      })}
    >
      <div className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heading}>
            产品文档中心
          </Heading>
          <p className={styles.lead}>
            从接入第一台设备，到调用接口取数、在现场搭建操作界面：这里是工业设备物联与自动化产品的全部文档。
          </p>
          <p className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/neptune/user/quick-start">
              15 分钟接入第一台设备
            </Link>
            <Link className="button button--secondary button--lg" to="/docs">
              浏览全部文档
            </Link>
          </p>
        </div>
      </div>
      <main className="container">
        <ProductGrid />
        <CommonTasks />
      </main>
    </Layout>
  );
}
